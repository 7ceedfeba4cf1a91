package io.askdb.langchain4j;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A prompt text read from the classpath with {@code {{name}}} placeholders and optional sections
 * {@code {{#name}}...{{/name}}}, kept only when the value {@code name} is not empty (so evidence or
 * examples appear in a prompt only when present). Sections are resolved on the template text
 * first, then every placeholder is replaced in one pass, so a value that itself contains
 * {@code {{x}}} (a question, a comment from the database) is inserted verbatim and never expanded.
 */
final class PromptTemplate {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z_]+)}}");
    private static final Pattern SECTION = Pattern.compile("(?s)\\{\\{#([a-z_]+)}}(.*?)\\{\\{/\\1}}");

    private final String resource;
    private final String text;

    private PromptTemplate(String resource, String text) {
        this.resource = resource;
        this.text = text;
    }

    /**
     * @param resource a classpath resource such as {@code prompts/generate-system.txt}
     * @return the template
     * @throws IllegalStateException if the resource is missing (a packaging bug)
     */
    static PromptTemplate load(String resource) {
        return new PromptTemplate(resource, read(resource));
    }

    /** @return the whole text of a classpath resource, UTF-8, with a trailing newline removed */
    static String read(String resource) {
        try (InputStream in = PromptTemplate.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("prompt resource " + resource + " is missing from the askdb-langchain4j jar");
            String s = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
            return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read prompt resource " + resource, e);
        }
    }

    /**
     * @param values a value for every placeholder in the template; a section's value may be empty
     * @return the rendered text
     * @throws IllegalArgumentException naming the template and the placeholder when a value is missing
     */
    String render(Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(sections(values));
        StringBuilder out = new StringBuilder(text.length() + 256);
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("template " + resource + " needs a value for {{" + m.group(1) + "}}");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** @return the template text with each section kept (tags removed) or dropped, by its value */
    private String sections(Map<String, String> values) {
        Matcher m = SECTION.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        while (m.find()) {
            if (!values.containsKey(m.group(1))) {
                throw new IllegalArgumentException("template " + resource + " needs a value for section {{#" + m.group(1) + "}}");
            }
            String value = values.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value == null || value.isEmpty() ? "" : m.group(2)));
        }
        m.appendTail(out);
        return out.toString();
    }
}

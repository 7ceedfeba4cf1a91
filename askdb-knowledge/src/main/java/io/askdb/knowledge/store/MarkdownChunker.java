package io.askdb.knowledge.store;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a Markdown document into passages by its ATX headings of levels 1 to 3 ({@code #},
 * {@code ##}, {@code ###}); deeper headings stay in the text. Each passage keeps its heading path
 * ("Customers > Active customer"). A section longer than {@value #TARGET_CHARS} characters is
 * split at paragraph boundaries (blank lines) into parts of about that size; a single paragraph
 * longer than that is split at the last whitespace before the limit. Lines inside fenced code
 * blocks (``` or ~~~) are never headings. Setext headings (underlined with === or ---) are not
 * recognised and stay text. Sections with no text (a heading directly followed by another) give
 * no passage.
 */
final class MarkdownChunker {
    /** The size a long section is cut to, in characters: a few paragraphs, well within a prompt. */
    static final int TARGET_CHARS = 800;

    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,3})[ \\t]+(.*?)(?:[ \\t]+#+)?[ \\t]*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~)");

    private MarkdownChunker() {
    }

    /**
     * @param source   the document's name, relative to the knowledge folder; not blank
     * @param markdown the document text; not null
     * @return its passages in document order; empty when the document has no text
     */
    static List<Passage> chunk(String source, String markdown) {
        List<Passage> out = new ArrayList<>();
        String[] path = new String[3];
        StringBuilder section = new StringBuilder();
        boolean inFence = false;
        for (String line : markdown.split("\\R", -1)) {
            if (FENCE.matcher(line).find()) inFence = !inFence;
            Matcher heading = inFence ? null : HEADING.matcher(line);
            if (heading != null && heading.matches()) {
                emit(source, headingPath(path), section.toString(), out);
                section.setLength(0);
                int level = heading.group(1).length();
                path[level - 1] = heading.group(2);
                for (int i = level; i < path.length; i++) path[i] = null;
            } else {
                section.append(line).append('\n');
            }
        }
        emit(source, headingPath(path), section.toString(), out);
        return out;
    }

    private static String headingPath(String[] path) {
        List<String> parts = new ArrayList<>();
        for (String p : path) if (p != null && !p.isBlank()) parts.add(p);
        return String.join(" > ", parts);
    }

    private static void emit(String source, String heading, String section, List<Passage> out) {
        for (String part : split(section.strip())) out.add(new Passage(source, heading, part));
    }

    /** Splits text at blank lines into parts of at most about TARGET_CHARS; blank text gives none. */
    static List<String> split(String text) {
        List<String> parts = new ArrayList<>();
        if (text.isBlank()) return parts;
        StringBuilder part = new StringBuilder();
        for (String paragraph : text.split("\\n[ \\t]*\\n")) {
            String p = paragraph.strip();
            if (p.isEmpty()) continue;
            if (part.length() > 0 && part.length() + 2 + p.length() > TARGET_CHARS) {
                parts.add(part.toString());
                part.setLength(0);
            }
            while (p.length() > TARGET_CHARS) {
                if (part.length() > 0) {
                    parts.add(part.toString());
                    part.setLength(0);
                }
                int cut = cutPoint(p);
                parts.add(p.substring(0, cut).strip());
                p = p.substring(cut).strip();
            }
            if (p.isEmpty()) continue;
            if (part.length() > 0) part.append("\n\n");
            part.append(p);
        }
        if (part.length() > 0) parts.add(part.toString());
        return parts;
    }

    private static int cutPoint(String p) {
        for (int i = TARGET_CHARS; i > TARGET_CHARS / 2; i--) {
            if (Character.isWhitespace(p.charAt(i))) return i;
        }
        return TARGET_CHARS;
    }
}

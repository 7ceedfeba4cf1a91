package io.askdb.prompt;

import java.util.regex.Pattern;

/**
 * Delimits text that came from the database or from documents (sample values, comments, value
 * matches, evidence, result rows) so that it enters a prompt as data, never as instructions
 * (case C27). Every such text is wrapped in {@code <data>} and {@code </data>}; a value that
 * itself contains a {@code <data} or {@code </data} tag has its angle bracket written as
 * {@code &lt;}, so no value can close its block early and speak outside it. The system prompts
 * say that text inside data blocks is data.
 */
public final class DataBlock {
    public static final String OPEN = "<data>";
    public static final String CLOSE = "</data>";
    private static final Pattern TAG = Pattern.compile("(?i)<(/?\\s*data)");

    private DataBlock() {
    }

    /** @return the text wrapped on one line: {@code <data>text</data>}, tags inside escaped */
    public static String inline(String text) {
        return OPEN + escape(text) + CLOSE;
    }

    /** @return the text wrapped as a block: the tags on lines of their own, tags inside escaped */
    public static String block(String text) {
        return OPEN + "\n" + escape(text) + "\n" + CLOSE;
    }

    /** @return the text with every {@code <data} and {@code </data} tag made inert */
    public static String escape(String text) {
        return TAG.matcher(text == null ? "" : text).replaceAll("&lt;$1");
    }

    /**
     * Flattens a value to one line for a prompt: control characters and line breaks become spaces,
     * runs of spaces collapse, and text over {@code maxChars} is cut with "...".
     */
    public static String flat(String value, int maxChars) {
        String flat = value.replaceAll("[\\p{Cntrl}\\u2028\\u2029]", " ").replaceAll(" {2,}", " ").strip();
        return flat.length() > maxChars ? flat.substring(0, maxChars).stripTrailing() + "..." : flat;
    }
}

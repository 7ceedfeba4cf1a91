package io.askdb.knowledge.store;

/**
 * One chunk of a knowledge document before retrieval: where it came from, its heading path and
 * its text exactly as written.
 *
 * @param source  the document, relative to the knowledge folder with '/' separators; not blank
 * @param heading the heading path, e.g. "Customers > Active customer", or empty before any heading
 * @param text    the section text as written, without its heading line; not blank
 */
record Passage(String source, String heading, String text) {
    Passage {
        if (source == null || source.isBlank()) throw new IllegalArgumentException("Passage.source must not be blank");
        if (heading == null) throw new IllegalArgumentException("Passage.heading must not be null");
        if (text == null || text.isBlank()) throw new IllegalArgumentException("Passage.text must not be blank");
    }

    /** @return the heading path and the text, the form that is indexed and embedded */
    String indexedText() {
        return heading.isEmpty() ? text : heading + "\n" + text;
    }
}

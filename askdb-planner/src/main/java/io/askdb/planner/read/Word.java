package io.askdb.planner.read;

/**
 * One word of a question, or one quoted string, or one number.
 *
 * @param text     the word lower-cased as written (a quoted string: its content lower-cased); not empty
 * @param stem     its singular form, compared with catalog words ({@link Singular}); not empty
 * @param original the word or quoted content with its case as written, for values; not empty
 * @param number   the number it stands for ("56", "4.5", "four"), or null
 * @param quoted   true when it was written between quotes ('Sponsor', "San Francisco")
 * @param opens    true when it begins a sentence (the question's first word, or the first after . ? ! or ;)
 * @param possessive true when it was written with a possessive "'s" ("Linda Smith's advisor")
 */
public record Word(String text, String stem, String original, Double number, boolean quoted, boolean opens, boolean possessive) {
    public Word {
        if (text == null || text.isEmpty()) throw new IllegalArgumentException("Word.text must not be empty");
        if (stem == null || stem.isEmpty()) throw new IllegalArgumentException("Word.stem must not be empty");
        if (original == null || original.isEmpty()) throw new IllegalArgumentException("Word.original must not be empty");
    }

    /** A word without a possessive. */
    public Word(String text, String stem, String original, Double number, boolean quoted, boolean opens) {
        this(text, stem, original, number, quoted, opens, false);
    }

    /** @return true when this is a number written without quotes */
    public boolean isNumber() {
        return number != null && !quoted;
    }
}

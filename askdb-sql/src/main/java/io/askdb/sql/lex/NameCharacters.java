package io.askdb.sql.lex;

import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the characters of names and other code outside strings and comments, so that what a
 * reader (or a name list) sees is what the engine reads.
 *
 * <p>Sources: Unicode Standard Annex #15 (NFKC, compatibility normalisation: fullwidth letters,
 * ligatures and superscripts fold to their plain forms), Unicode Technical Standard #39 "Unicode
 * Security Mechanisms", 5.2 restriction levels ("Highly Restrictive": one script, or Latin with
 * Han and Hiragana/Katakana, Bopomofo or Hangul; Common and Inherited characters such as digits
 * and combining marks belong to every script), and the engines' own whitespace: SQLite, MySQL and
 * PostgreSQL treat only ASCII space, tab, line feed, carriage return and form feed as whitespace,
 * while PostgreSQL reads every other byte of 0x80 and above as part of an identifier.
 */
final class NameCharacters {
    private static final Set<UnicodeScript> IGNORED = EnumSet.of(UnicodeScript.COMMON, UnicodeScript.INHERITED, UnicodeScript.UNKNOWN);
    private static final Set<UnicodeScript> JAPANESE = EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HIRAGANA, UnicodeScript.KATAKANA);
    private static final Set<UnicodeScript> CHINESE = EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.BOPOMOFO);
    private static final Set<UnicodeScript> KOREAN = EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HANGUL);

    private NameCharacters() {
    }

    /** @return true for the whitespace every supported engine agrees on: space, tab, LF, CR, FF */
    static boolean isSqlWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /**
     * @param text the text of a word, quoted identifier or symbol
     * @return the problem with its characters, if any: invisible characters first, then
     *         look-alikes, then mixed scripts
     */
    static Optional<LexProblem.Rule> problem(String text, String name) {
        if (printableAscii(text) && printableAscii(name)) return Optional.empty();
        if (hasInvisible(text)) return Optional.of(LexProblem.Rule.INVISIBLE_CHARACTER);
        if (!Normalizer.normalize(name, Normalizer.Form.NFKC).equals(name)) return Optional.of(LexProblem.Rule.LOOKALIKE);
        if (!allowedScripts(name)) return Optional.of(LexProblem.Rule.MIXED_SCRIPT);
        return Optional.empty();
    }

    /** @return true when every character is printable ASCII (U+0020 to U+007E): no invisible, look-alike or second script possible */
    private static boolean printableAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E) return false;
        }
        return true;
    }

    /** @return true when the text holds a format character, a non-ASCII space or a stray control character */
    static boolean hasInvisible(String text) {
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int type = Character.getType(cp);
            boolean control = type == Character.CONTROL && !(cp < 0x80 && isSqlWhitespace((char) cp));
            boolean space = cp >= 0x80 && (Character.isWhitespace(cp) || Character.isSpaceChar(cp));
            if (type == Character.FORMAT || control || space || cp == 0) return true;
            i += Character.charCount(cp);
        }
        return false;
    }

    /** @return true when the scripts of the name form a "Highly Restrictive" set (UTS #39, 5.2) */
    static boolean allowedScripts(String name) {
        Set<UnicodeScript> scripts = EnumSet.noneOf(UnicodeScript.class);
        name.codePoints().mapToObj(UnicodeScript::of).filter(s -> !IGNORED.contains(s)).forEach(scripts::add);
        return scripts.size() <= 1 || JAPANESE.containsAll(scripts) || CHINESE.containsAll(scripts) || KOREAN.containsAll(scripts);
    }
}

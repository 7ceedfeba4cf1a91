package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;

/**
 * "The first and last names of all customers": modifiers joined by "and" or commas that share the
 * noun after the last of them. Each modifier is spelled with that noun ("first names and last
 * names") when the catalog names a column by the modifier and the noun together ("first name" of
 * first_name) as it does by the last modifier and the noun, and by no longer phrase starting at the
 * modifier; otherwise the words are left as written, and the planner reads or declines them as before.
 */
final class SharedHeads {
    private SharedHeads() {
    }

    /**
     * @param words the question's words
     * @param terms the catalog's phrases
     * @return the words with each shared noun written after every modifier it belongs to, or the words themselves
     */
    static List<Word> read(List<Word> words, SchemaTerms terms) {
        boolean[] shares = new boolean[words.size()];
        int[] headOf = new int[words.size()];
        boolean any = false;
        for (int k = 1; k + 1 < words.size(); k++) {
            Term last = terms.at(words, k);
            if (last == null || last.end() != k + 2 || last.columns().isEmpty() || !plain(words.get(k + 1))) continue;
            Word head = words.get(k + 1);
            // walk back over the modifiers: "first and last name", "first, middle, and last name"
            for (int j = k - 1; j >= 1 && junction(words.get(j)); ) {
                int x = j - 1;
                if (x >= 1 && junction(words.get(x)) && words.get(j).text().equals("and")) x--;
                if (x < 0 || !names(words.get(x), head, terms) || longer(words, x, terms)) break;
                shares[x] = true;
                headOf[x] = k + 1;
                any = true;
                j = x - 1;
            }
        }
        if (!any) return words;
        List<Word> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            out.add(words.get(i));
            if (shares[i]) {
                Word h = words.get(headOf[i]);
                out.add(new Word(h.text(), h.stem(), h.original(), null, false, false));
            }
        }
        return out;
    }

    private static boolean junction(Word w) {
        return !w.quoted() && (w.text().equals("and") || w.text().equals(","));
    }

    private static boolean plain(Word w) {
        return !w.quoted() && !w.isNumber();
    }

    /** True when the modifier and the noun together spell a column's phrase, and exactly those two words. */
    private static boolean names(Word modifier, Word head, SchemaTerms terms) {
        if (!plain(modifier)) return false;
        Term t = terms.at(List.of(modifier, head), 0);
        return t != null && t.end() == 2 && !t.columns().isEmpty();
    }

    /** True when a catalog phrase starting at the modifier spans more than the modifier ("first class" of first_class). */
    private static boolean longer(List<Word> words, int x, SchemaTerms terms) {
        Term t = terms.at(words, x);
        return t != null && t.end() > x + 1;
    }
}

package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;

/**
 * "The full name of the staff": the first-name and last-name columns together, as schemas that
 * split a person's name hold it (Spider's gold SQL selects both, first name first). The words
 * "full name(s)" are read as "first name and last name" when some table has a column named by
 * each phrase (first_name and last_name, Fname and Lname, customer_first_name and
 * customer_last_name) and no catalog phrase holds them ("building full names" of building_full_name); otherwise they are left as written, and "full" stays unplaced, so the
 * planner declines naming it. Which table's columns are meant is then resolved as for any column.
 */
final class FullNames {
    private static final List<Word> FIRST = Words.of("first name"), LAST = Words.of("last name");

    private FullNames() {
    }

    /**
     * @param words the question's words
     * @param terms the catalog's phrases
     * @return the words with each "full name(s)" spelled as "first name and last name", or the words themselves
     */
    static List<Word> read(List<Word> words, SchemaTerms terms) {
        if (!anyFull(words) || !sameTable(terms)) return words;
        List<Word> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            Word w = words.get(i);
            if (full(words, i) && !named(words, i, terms)) {
                List<Word> spelled = Words.of("first name and last name");
                Word first = spelled.get(0);
                out.add(new Word(first.text(), first.stem(), w.original(), null, false, w.opens()));
                out.addAll(spelled.subList(1, spelled.size() - 1));
                Word last = spelled.get(spelled.size() - 1), name = words.get(i + 1);
                out.add(new Word(last.text(), last.stem(), name.original(), null, false, false, name.possessive()));
                i++;
            } else {
                out.add(w);
            }
        }
        return out;
    }

    /** True when a catalog phrase holds the words "full name" ("building full name" of building_full_name). */
    private static boolean named(List<Word> words, int i, SchemaTerms terms) {
        for (int k = Math.max(0, i - 3); k <= i; k++) {
            Term t = terms.at(words, k);
            if (t != null && t.end() >= i + 2) return true;
        }
        return false;
    }

    private static boolean anyFull(List<Word> words) {
        for (int i = 0; i < words.size(); i++) if (full(words, i)) return true;
        return false;
    }

    private static boolean full(List<Word> words, int i) {
        return i + 1 < words.size() && !words.get(i).quoted() && !words.get(i + 1).quoted()
                && words.get(i).text().equals("full") && words.get(i + 1).stem().equals("name");
    }

    /** True when one table has a column named "first name" and one named "last name". */
    private static boolean sameTable(SchemaTerms terms) {
        Term first = terms.at(FIRST, 0), last = terms.at(LAST, 0);
        if (first == null || last == null || first.end() != 2 || last.end() != 2) return false;
        for (Target f : first.columns()) for (Target l : last.columns()) if (f.table().id().equals(l.table().id())) return true;
        return false;
    }
}

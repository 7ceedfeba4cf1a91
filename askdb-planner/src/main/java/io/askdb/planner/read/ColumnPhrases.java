package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Further phrases for a column, derived from the schema's own names as people shorten them when
 * they write: the column's words without a first word that abbreviates its table's
 * ("Apartments.apt_type_code": type code, apartment type code; "Player.pName": name, player name;
 * "College.cName": name), a one-word name split where it starts with such an abbreviation and ends
 * in a word the schema uses elsewhere ("Aircraft.aid": id; "Allergy_Type.allergytype": type), and
 * a name ending in "code" without that word ("payment_type_code": payment type, type;
 * "policy_type_code": policy type). A phrase of only the column's own words is weak: it names the
 * column only where the question names its table, as {@link SchemaTerms} reads weak phrases.
 * {@link SchemaTerms} adds these only where no table or column already has the phrase.
 */
final class ColumnPhrases {
    /** A derived phrase; weak when it holds none of the table's words. */
    record Phrase(List<String> words, boolean weak) {
    }

    private ColumnPhrases() {
    }

    /**
     * @param table      the table's words ({@link Identifier#words})
     * @param column     the column's words
     * @param vocabulary every word of the catalog's names, for splitting a one-word column name
     * @param key        true when the column is in its table's primary key or a foreign key ("aid" splits as a, id)
     * @return the derived phrases, possibly empty; none equals the column's words
     */
    static List<Phrase> of(List<String> table, List<String> column, Set<String> vocabulary, boolean key) {
        List<String> cw = split(column, table, vocabulary, key);
        List<String> own = new ArrayList<>(cw);
        if (own.size() >= 2 && abbreviatesAny(own.get(0), table)) own.remove(0);
        own = SchemaTerms.withoutTableWords(own, table);
        List<Phrase> out = new ArrayList<>();
        addWith(out, column, table, own);
        if (cw.size() >= 2 && cw.get(cw.size() - 1).equals("code")) {
            addWith(out, column, table, own.isEmpty() ? own : own.subList(0, own.size() - 1));
            add(out, column, cw.subList(0, cw.size() - 1), false);
        }
        return out;
    }

    private static void addWith(List<Phrase> out, List<String> column, List<String> table, List<String> own) {
        if (own.isEmpty()) return;
        add(out, column, own, true);
        List<String> qualified = new ArrayList<>(table);
        qualified.addAll(own);
        add(out, column, qualified, false);
    }

    private static void add(List<Phrase> out, List<String> column, List<String> words, boolean weak) {
        if (words.isEmpty() || words.equals(column)) return;
        for (Phrase p : out) if (p.words().equals(words)) return;
        out.add(new Phrase(List.copyOf(words), weak));
    }

    /** "aid" of Aircraft (a key): a, id; "allergytype" of Allergy_Type: allergy, type; other names unchanged. */
    static List<String> split(List<String> column, List<String> table, Set<String> vocabulary, boolean key) {
        if (column.size() != 1) return column;
        String w = column.get(0);
        for (int cut = 1; cut <= w.length() - 2; cut++) {
            String head = w.substring(0, cut), rest = Singular.of(w.substring(cut));
            if ((vocabulary.contains(rest) || key && rest.equals("id")) && (table.contains(head) || abbreviatesAny(head, table))) return List.of(head, rest);
        }
        return column;
    }

    /** True when the word abbreviates one of the table's words: its first letter, or its letters in order ("apt" of apartment). */
    static boolean abbreviatesAny(String w, List<String> table) {
        for (String t : table) {
            if (w.length() >= t.length() || w.charAt(0) != t.charAt(0)) continue;
            int k = 0;
            for (int i = 0; i < t.length() && k < w.length(); i++) if (t.charAt(i) == w.charAt(k)) k++;
            if (k == w.length()) return true;
        }
        return false;
    }
}

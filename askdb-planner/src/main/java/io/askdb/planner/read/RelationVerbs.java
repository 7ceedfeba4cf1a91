package io.askdb.planner.read;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.ValueMatch;
import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a verb that names a relationship between two parts of a question ("customers who
 * <b>placed</b> orders", "the courses <b>taught</b> by Smith", "students <b>enrolled</b> in
 * Math") as a link word: the foreign key between the two parts' tables says what it means. A word
 * nothing else placed is such a link only when all of these hold; otherwise it stays unplaced and
 * the planner declines naming it:
 * <ul>
 *   <li>it has a verb's form ({@link VerbForms}): a past participle or past tense, an -ing form, or a
 *       base or third-person form right after "who", "that", "which", "do", "does" or "did";</li>
 *   <li>a table or column phrase or a stored value stands before it and another after it (function
 *       words, counts, comparisons and superlatives may stand between: "who made the most orders");</li>
 *   <li>the tables of the two are joined by a foreign key (either way) or are one table;</li>
 *   <li>it is not a word between a relative pronoun and a verb read as a function word ("that <b>normally</b> have");</li>
 *   <li>the part after it is not a value of a name column of the table named before it ("employees who report to
 *       Payam": two rows of one table);</li>
 *   <li>it could not carry a condition itself: its stem begins no word of a column's name of the
 *       two tables ("registered" and registration_date, "won" and won_games) other than the foreign key
 *       joining them ("cities that hosted competitions" and Host_city_ID), and the value linker
 *       found no stored value near its spelling ("cancelled" and 'Canceled').</li>
 * </ul>
 */
public final class RelationVerbs {
    private static final Set<String> RELATIVE = Set.of("who", "that", "which", "do", "does", "did");
    /** Verbs the chunker reads as function words: a word between a relative pronoun and one of them modifies it ("that normally have"). */
    private static final Set<String> AUXILIARY = Set.of("has", "have", "having", "had", "is", "are", "was", "were", "be", "been",
            "do", "does", "did");
    private static final Set<Kind> BETWEEN = Set.of(Kind.LINK, Kind.FRAME, Kind.COUNT, Kind.SUPER_DESC, Kind.SUPER_ASC, Kind.GT, Kind.GE,
            Kind.LT, Kind.LE, Kind.NUMBER, Kind.DISTINCT, Kind.TOP, Kind.MAX, Kind.MIN, Kind.FREQ_DESC, Kind.FREQ_ASC, Kind.GROUP);

    private RelationVerbs() {
    }

    /**
     * @param chunks  the question's chunks ({@link Chunker#read})
     * @param catalog the catalog the phrases name; not null
     * @param linked  the value linker's matches for the question, near spellings included; possibly empty
     * @return the chunks with each relationship verb read as {@link Kind#LINK}; the others unchanged
     */
    public static List<Chunk> read(List<Chunk> chunks, Catalog catalog, List<ValueMatch> linked) {
        List<Chunk> out = new ArrayList<>(chunks);
        for (int i = 0; i < out.size(); i++) {
            Chunk ch = out.get(i);
            if (!unplacedVerb(out, i)) continue;
            if (!VerbForms.isVerb(ch.text(), false) && beforeAuxiliary(out, i)) continue;
            Set<Table> before = tables(mention(out, i, -1)), after = tables(mention(out, i, +1));
            if (before.isEmpty() || after.isEmpty() || !related(before, after)) continue;
            if (namesRowOf(mention(out, i, +1), named(mention(out, i, -1)))) continue;
            if (carriesCondition(ch.text(), before, after, linked) || namesTable(ch.text(), catalog, named(mention(out, i, -1)), named(mention(out, i, +1)))) continue;
            out.set(i, new Chunk(Kind.LINK, ch.start(), ch.end(), ch.text(), null, null, null, ch.possessive()));
        }
        return out;
    }

    /**
     * @return true when chunk i is one word nothing placed that reads as a verb (a participle or past form, or any verb form
     *     right after "who", "that", "which" or a form of "do")
     */
    static boolean unplacedVerb(List<Chunk> chunks, int i) {
        Chunk ch = chunks.get(i);
        if (ch.kind() != Kind.UNPLACED || ch.text().contains(" ")) return false;
        boolean afterRelative = i > 0 && chunks.get(i - 1).kind() == Kind.LINK && RELATIVE.contains(chunks.get(i - 1).text());
        return VerbForms.isVerb(ch.text(), afterRelative);
    }

    /** @return true when the chunk after i is a verb the chunker read as a function word ("that normally have": an adverb, not a verb) */
    private static boolean beforeAuxiliary(List<Chunk> chunks, int i) {
        return i + 1 < chunks.size() && chunks.get(i + 1).kind() == Kind.LINK && AUXILIARY.contains(chunks.get(i + 1).text());
    }

    /**
     * True when the mention after the verb is a value of a name column of a table the mention before names as a table
     * ("employees who report to Payam": Payam names another employee): the verb relates two rows of one table, which
     * no foreign key between two tables says.
     */
    private static boolean namesRowOf(Chunk after, Set<Table> before) {
        if (after == null || after.kind() != Kind.VALUE) return false;
        for (Target t : after.valueColumns()) {
            if (before.contains(t.table()) && Identifier.words(t.column().name()).contains("name")) return true;
        }
        return false;
    }

    /** @return the nearest table, column or value chunk from i in direction step, over function words and cues only; or null */
    static Chunk mention(List<Chunk> chunks, int i, int step) {
        for (int k = i + step; k >= 0 && k < chunks.size(); k += step) {
            Chunk c = chunks.get(k);
            if (c.kind() == Kind.TERM || c.kind() == Kind.VALUE) return c;
            if (!BETWEEN.contains(c.kind())) return null;
        }
        return null;
    }

    /** @return the tables the chunk names as tables (not through one of their columns); empty for null or a value */
    private static Set<Table> named(Chunk c) {
        Set<Table> out = new LinkedHashSet<>();
        if (c != null && c.kind() == Kind.TERM) for (Target t : c.term().tables()) out.add(t.table());
        return out;
    }

    /** @return the tables the chunk names, as tables or through columns or values; empty for null */
    static Set<Table> tables(Chunk c) {
        Set<Table> out = new LinkedHashSet<>();
        if (c == null) return out;
        if (c.kind() == Kind.TERM) for (Target t : c.term().targets()) out.add(t.table());
        for (Target t : c.valueColumns()) out.add(t.table());
        return out;
    }

    private static boolean related(Set<Table> a, Set<Table> b) {
        for (Table x : a) {
            for (Table y : b) {
                if (x.id().equals(y.id()) || references(x, y.id()) || references(y, x.id())) return true;
            }
        }
        return false;
    }

    private static boolean references(Table from, TableId to) {
        for (ForeignKey fk : from.foreignKeys()) if (fk.target().equals(to)) return true;
        return false;
    }

    /**
     * True when the verb spells a word of the name of a table other than those the two mentions name as tables
     * ("medications prescribed for each brand": Prescribes, named only through its column Medication): it names that
     * table's rows, not a link. "teachers that teach in classroom 110" still links: the verb's table is named.
     */
    private static boolean namesTable(String verb, Catalog catalog, Set<Table> before, Set<Table> after) {
        for (Table t : catalog.tables()) {
            if (before.contains(t) || after.contains(t)) continue;
            for (String w : Identifier.words(t.id().name())) if (VerbForms.sameRoot(verb, w)) return true;
        }
        return false;
    }

    /** True when the column is a foreign key from t to one of the tables ("cities that hosted" and Host_city_ID): the link itself, no condition. */
    private static boolean linkColumn(Table t, String column, Set<Table> tables) {
        for (ForeignKey fk : t.foreignKeys()) {
            if (!fk.columns().contains(column)) continue;
            for (Table o : tables) if (!o.id().equals(t.id()) && fk.target().equals(o.id())) return true;
        }
        return false;
    }

    /** True when a column of the two parts' tables, or a stored value the linker found, could be what the verb says. */
    private static boolean carriesCondition(String verb, Set<Table> a, Set<Table> b, List<ValueMatch> linked) {
        Set<Table> all = new LinkedHashSet<>(a);
        all.addAll(b);
        for (Table t : all) {
            for (var col : t.columns()) {
                if (linkColumn(t, col.name(), all)) continue;
                for (String w : Identifier.words(col.name())) if (VerbForms.sameRoot(verb, w)) return true;
            }
        }
        for (ValueMatch v : linked) {
            for (Word w : Words.of(v.stored())) if (VerbForms.sameRoot(verb, w.text())) return true;
        }
        return false;
    }
}

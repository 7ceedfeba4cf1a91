package io.askdb.planner.read;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a verb nothing else placed through the column it conditions or the order it introduces:
 * <ul>
 *   <li>a verb right before an ordering phrase only introduces it ("listed in alphabetical order", "sorted
 *       in descending order by age"): a function word;</li>
 *   <li>a verb whose root begins a word of exactly one column of the table named right before it, with one
 *       condition or order on that column after or before it, is that column ("missions <b>launched</b> after
 *       1928": Launched_Year; "students <b>aged</b> above 22": Age; "films <b>directed</b> by James Cameron" with
 *       the value found in director; "ordered by <b>opening</b> year": Open_Year).</li>
 * </ul>
 * A verb read as a column must be what the condition or order is on; with no such condition ("songs released
 * for each format") or with two ("films James Cameron directed after 2000": the value or the year) it stays
 * unplaced, and the planner declines naming it. A verb sharing no column's root is left to {@link RelationVerbs}.
 *
 * <p>Measured with {@link VerbTables} on the dev questions (/tmp/spdev.json and /tmp/spdev2.json, Spider train outside
 * the held-out set, original wording): 13 and 7 newly right, none newly wrong, none lost.
 */
public final class VerbColumns {
    private static final Set<Kind> ORDERS = Set.of(Kind.ORDER, Kind.ASC, Kind.DESC);
    private static final Set<Kind> COMPARISONS = Set.of(Kind.GT, Kind.GE, Kind.LT, Kind.LE, Kind.BETWEEN);

    private VerbColumns() {
    }

    /**
     * @param chunks the question's chunks
     * @return the chunks with each such verb read as a function word or as its column's {@link Kind#TERM}
     */
    public static List<Chunk> read(List<Chunk> chunks) {
        List<Chunk> out = new ArrayList<>(chunks);
        for (int i = 0; i < out.size(); i++) {
            Chunk ch = out.get(i);
            if (ch.kind() != Kind.UNPLACED || ch.text().contains(" ") || !VerbForms.isVerb(ch.text(), false)) continue;
            if (i + 1 < out.size() && ORDERS.contains(out.get(i + 1).kind())) {
                out.set(i, new Chunk(Kind.LINK, ch.start(), ch.end(), ch.text(), null, null, null, ch.possessive()));
                continue;
            }
            Target col = column(ch.text(), before(out, i));
            if (col == null) continue;
            int end = i + 1;
            // "opening year" for open_year: the column's own words after the verb are part of its phrase
            while (end < out.size() && out.get(end).kind() == Kind.UNPLACED && !out.get(end).text().contains(" ")
                    && Identifier.words(col.column().name()).contains(Singular.of(out.get(end).text()))) end++;
            if (consumers(out, i, end, col) != 1) continue;
            String text = ch.text();
            for (int k = i + 1; k < end; k++) text += " " + out.get(k).text();
            Term term = new Term(ch.start(), out.get(end - 1).end(), text, List.of(col), false);
            Chunk read = new Chunk(Kind.TERM, ch.start(), out.get(end - 1).end(), text, term, null, null, out.get(end - 1).possessive());
            for (int k = end - 1; k > i; k--) out.remove(k);
            out.set(i, read);
        }
        return out;
    }

    /** @return the nearest table, column or value chunk before i over function words and ordering phrases only; or null */
    private static Chunk before(List<Chunk> chunks, int i) {
        for (int k = i - 1; k >= 0; k--) {
            Chunk c = chunks.get(k);
            if (c.kind() == Kind.TERM || c.kind() == Kind.VALUE) return c;
            if (c.kind() != Kind.LINK && c.kind() != Kind.FRAME && !ORDERS.contains(c.kind())) return null;
        }
        return null;
    }

    /** @return the one column of the mention's tables a word of whose name shares the verb's root; null when none or several */
    private static Target column(String verb, Chunk mention) {
        if (mention == null) return null;
        Set<Table> tables = new LinkedHashSet<>();
        if (mention.kind() == Kind.TERM) for (Target t : mention.term().targets()) tables.add(t.table());
        for (Target t : mention.valueColumns()) tables.add(t.table());
        Target found = null;
        for (Table t : tables) {
            for (Column c : t.columns()) {
                if (Identifier.words(c.name()).stream().noneMatch(w -> VerbForms.sameRoot(verb, w))) continue;
                if (found != null) return null;
                found = new Target(t, c);
            }
        }
        return found;
    }

    /**
     * @return how many conditions or orders could be on the verb's column: an ordering phrase right before it, a value
     *         found in that column right before it, a comparison with a number after it, or a value found in the column after it
     */
    private static int consumers(List<Chunk> chunks, int i, int end, Target col) {
        int n = 0;
        Chunk prev = i > 0 ? chunks.get(i - 1) : null;
        if (prev != null && (ORDERS.contains(prev.kind()) || prev.kind() == Kind.LINK && i > 1 && ORDERS.contains(chunks.get(i - 2).kind()))) n++;
        if (prev != null && prev.kind() == Kind.VALUE && holds(prev, col)) n++;
        int k = end;
        while (k < chunks.size() && chunks.get(k).kind() == Kind.LINK) k++;
        // "invested in at least two entrepreneurs" counts rows of a table: no condition on the column
        boolean counted = k + 2 < chunks.size() && chunks.get(k + 2).kind() == Kind.TERM && !chunks.get(k + 2).term().tables().isEmpty();
        if (k + 1 < chunks.size() && COMPARISONS.contains(chunks.get(k).kind()) && chunks.get(k + 1).kind() == Kind.NUMBER && !counted) n++;
        else if (k < chunks.size() && chunks.get(k).kind() == Kind.VALUE && holds(chunks.get(k), col)) n++;
        return n;
    }

    private static boolean holds(Chunk value, Target col) {
        for (Target t : value.valueColumns()) if (t.table().id().equals(col.table().id()) && t.column().equals(col.column())) return true;
        return false;
    }
}

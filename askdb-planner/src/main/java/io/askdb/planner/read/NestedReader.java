package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import java.util.ArrayList;
import java.util.List;

/**
 * A read pass before {@link ShapeReader}: takes out of a question's chunks the parts that need rows
 * matched separately, each as a {@link Nest}.
 * <ul>
 *   <li>A negated relationship: a negation ({@code absent.not} of cues.properties: "not", "never", "without",
 *   "no", "don't") after the rows asked about, then only function words, determiners ("any"), verbs,
 *   one phrase naming a table, and stored values of the related rows, up to the end of the sentence
 *   ("customers who did not have any event", "films that were never in the market of 'China'").
 *   A negation directly before a value ("not 'German'") is a comparison, left to ShapeReader.</li>
 *   <li>A comparison with an aggregate: a column, an inequality, then "the average" (or maximum,
 *   minimum) of the same column or of nothing, optionally "of all" its table ("a gpa lower than the
 *   average gpa of all students").</li>
 *   <li>"both" with the question's conditions: rows of each condition matched separately; so too "shared by"
 *   ({@code both.shared} of cues.properties), which {@link Nest.Both#shared()} marks.</li>
 *   <li>"A but not B" with other values for A's conditions ({@link ExceptReader}).</li>
 * </ul>
 * Last, a determiner before a table ("who are assigned to any project") is read as DISTINCT ({@link Determiners}).
 * A part that does not read exactly so is left in place, so the shape reader declines naming its words.
 */
public final class NestedReader {
    private final Cues cues;

    /** @param cues the English the nests are read with; not null */
    public NestedReader(Cues cues) {
        this.cues = cues;
    }

    /**
     * @param chunks the question's chunks ({@link Chunker#read}); not empty
     * @return the chunks left for the rows asked about and the nests taken out
     */
    public Nesting read(List<Chunk> chunks) {
        List<Chunk> c = new ArrayList<>(chunks);
        List<Nest> nests = new ArrayList<>();
        Nest.Except except = new ExceptReader(cues).read(c);
        if (except != null) nests.add(except);
        for (int i = 1; i < c.size(); i++) {
            if (negation(c.get(i)) && absent(c, i, nests)) break;
        }
        for (int i = 1; i < c.size(); i++) {
            if (c.get(i).comparison() && against(c, i, nests)) i = 0;
        }
        for (int i = 0; i < c.size(); i++) {
            if (c.get(i).kind() == Kind.LINK && c.get(i).text().equals("both")) {
                nests.add(new Nest.Both());
                c.remove(i);
                break;
            }
        }
        // "the starting years shared by technicians from team 'CLE' or 'CWS'": what both sides have (a verb read as a link, or unread)
        for (int i = 1; i + 1 < c.size() && nests.stream().noneMatch(n -> n instanceof Nest.Both); i++) {
            Kind k = c.get(i).kind();
            if ((k == Kind.LINK || k == Kind.UNPLACED) && is("both.shared", c.get(i).text()) && c.get(i + 1).kind() == Kind.LINK
                    && is("both.shared.after", c.get(i + 1).text())) {
                nests.add(new Nest.Both(true));
                c.subList(i, i + 2).clear();
            }
        }
        Determiners.read(c, cues);
        return new Nesting(c, nests);
    }

    private boolean negation(Chunk ch) {
        if (ch.kind() == Kind.NE) return ch.text().equals("not");
        return (ch.kind() == Kind.UNPLACED || ch.kind() == Kind.LINK) && is("absent.not", ch.text());
    }

    /** Reads a negated relationship from chunk n to the end of its sentence; on success removes it from c. */
    private boolean absent(List<Chunk> c, int n, List<Nest> nests) {
        int end = n + 1;
        while (end < c.size() && c.get(end).kind() != Kind.FRAME) end++;
        Term related = null;
        List<String> verbs = new ArrayList<>();
        List<Restriction> restrictions = new ArrayList<>();
        Term column = null;
        Term via = null;
        for (int k = n + 1; k < end; k++) {
            Chunk ch = c.get(k);
            if (ch.kind() == Kind.LINK || is("absent.determiner", ch.text())) continue;
            if (related == null && (ch.kind() == Kind.UNPLACED && !ch.text().contains(" ") || is("absent.verb", ch.text()))) {
                if (!is("absent.verb", ch.text())) verbs.add(ch.text());
                continue;
            }
            if (ch.kind() == Kind.TERM && related == null && ch.term().tables().size() == 1) {
                related = ch.term();
            } else if (ch.kind() == Kind.TERM && related != null && via == null && column == null && restrictions.isEmpty()
                    && ch.term().columns().isEmpty() && ch.term().tables().size() == 1) {
                // "do not have submission to any workshop": the first table may be the rows asked about, the second the related
                via = related;
                related = ch.term();
            } else if (ch.kind() == Kind.TERM && related != null && column == null && !ch.term().columns().isEmpty()) {
                column = ch.term();
            } else if (ch.kind() == Kind.EQ && column != null) {
                continue;
            } else if (ch.kind() == Kind.VALUE && related != null && (column != null || !ch.valueColumns().isEmpty())) {
                restrictions.add(new Restriction(column, Op.EQ, List.of(ch.value()), false, ch.valueColumns()));
                column = null;
            } else {
                return false;
            }
        }
        if (related == null || column != null) return false;
        nests.add(new Nest.Absent(related, restrictions, verbs, via));
        c.subList(n, end).clear();
        return true;
    }

    /** Reads "column op the average [column] [of all table]" at the comparison chunk i; on success removes it from c. */
    private boolean against(List<Chunk> c, int i, List<Nest> nests) {
        Op op = switch (c.get(i).kind()) {
            case GT -> Op.GT;
            case GE -> Op.GE;
            case LT -> Op.LT;
            case LE -> Op.LE;
            default -> null;
        };
        int a = next(c, i);
        Aggregate agg = a < 0 ? null : switch (c.get(a).kind()) {
            case AVG -> Aggregate.AVG;
            case MAX, SUPER_DESC -> Aggregate.MAX;
            case MIN, SUPER_ASC -> Aggregate.MIN;
            default -> null;
        };
        if (op == null || agg == null) return false;
        int before = prev(c, i);
        Term first = column(c, before) ? c.get(before).term() : null;
        int k = next(c, a);
        if (k >= 0 && c.get(k).kind() == Kind.COUNT && c.get(k).text().equals("number of") && column(c, next(c, k))) k = next(c, k);
        Term second = column(c, k) ? c.get(k).term() : null;
        if (first == null && second == null || first != null && second != null && !first.targets().equals(second.targets())) return false;
        int last = second != null ? k : a;
        int o = next(c, last);
        Term over = null;
        if (o >= 0 && c.get(o).kind() == Kind.TERM && c.get(o).term().columns().isEmpty()) {
            over = c.get(o).term();
            last = o;
        }
        int after = next(c, last);
        if (after >= 0 && c.get(after).kind() != Kind.AND && c.get(after).kind() != Kind.FRAME) return false;
        nests.add(new Nest.AgainstAggregate(first != null ? first : second, op, agg, over));
        int from = first != null ? before : i;
        c.subList(from, last + 1).clear();
        return true;
    }

    private static boolean column(List<Chunk> c, int k) {
        return k >= 0 && k < c.size() && c.get(k).kind() == Kind.TERM && !c.get(k).term().columns().isEmpty();
    }

    private static int next(List<Chunk> c, int i) {
        for (int k = i + 1; k < c.size(); k++) if (c.get(k).kind() != Kind.LINK) return k;
        return -1;
    }

    private static int prev(List<Chunk> c, int i) {
        for (int k = i - 1; k >= 0; k--) if (c.get(k).kind() != Kind.LINK) return k;
        return -1;
    }

    private boolean is(String key, String text) {
        return cues.phrases(key).contains(List.of(text.split(" ")));
    }
}

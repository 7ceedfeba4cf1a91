package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads "each" and "every" ({@code each} in cues.properties) as what they say about a grouping,
 * before the shape is read:
 * <ul>
 *   <li>the word alone before a catalog phrase groups by it, as "for each" does ("how many tasks does
 *       <b>each</b> project have", "the number of companies at <b>each</b> headquarter");</li>
 *   <li>a grouping by a table in a question that counts or totals nothing lists every row of it
 *       ("the date and venue <b>of each</b> debate" is the debates' dates and venues): the phrase is the
 *       rows asked about, not a grouping;</li>
 *   <li>"each" with no phrase after it names again the first column listed ("the different classes of
 *       races, and how many races correspond to <b>each</b>"): the grouping is by that column, when one
 *       column is listed before a count or total and nothing else groups; a repeated "in each" after a
 *       grouping already read repeats it;</li>
 *   <li>"that X" repeating the grouped phrase ("the number of delegates from <b>that county</b>") names the
 *       group again, and a request word after a leading "For each X," ("For each room, <b>find</b> its
 *       name") opens the request, as at a sentence's start.</li>
 * </ul>
 * Anything else is left as it was, for the shape reader to read or decline.
 */
public final class EachGroups {
    /** Groupings that may mean "every row of" when nothing is counted ("per", "by" and "grouped by" always group). */
    private static final Set<String> EVERY = Set.of("each", "every", "of each", "for each", "of every", "for every", "in each", "on each");
    private static final Set<Kind> AGGREGATES = Set.of(Kind.COUNT, Kind.AVG, Kind.SUM, Kind.MAX, Kind.MIN, Kind.SUPER_DESC, Kind.SUPER_ASC,
            Kind.FREQ_DESC, Kind.FREQ_ASC);

    private static final Set<String> AUX = Set.of("does", "do", "did", "has", "have");
    private static final Set<String> HAVE = Set.of("have", "has", "had");

    private EachGroups() {
    }

    /**
     * @param chunks the question's chunks, after nested conditions are taken out ({@link Nesting#outer()})
     * @param cues   the English read with; not null
     * @return the chunks with "each" read; chunks are replaced, inserted (a grouping before the column it names) or left
     */
    public static List<Chunk> read(List<Chunk> chunks, Cues cues) {
        List<Chunk> out = new ArrayList<>(chunks);
        requests(out, cues);
        for (int i = 0; i < out.size(); i++) {
            Chunk c = out.get(i);
            if (c.kind() == Kind.UNPLACED && isEach(c, cues) && i + 1 < out.size() && out.get(i + 1).kind() == Kind.TERM) {
                out.set(i, as(Kind.GROUP, c));
            }
        }
        verbs(out, cues);
        boolean aggregated = out.stream().anyMatch(c -> AGGREGATES.contains(c.kind()));
        if (!aggregated) {
            for (int i = 0; i < out.size(); i++) {
                Chunk c = out.get(i);
                int n = next(out, i);
                if (c.kind() == Kind.GROUP && EVERY.contains(c.text()) && n >= 0 && asTable(out.get(n).term())) out.set(i, as(Kind.LINK, c));
            }
        }
        trailing(out, cues, aggregated);
        repeated(out);
        return out;
    }

    /** "how many races correspond to each": the grouping is by the one column listed first. */
    private static void trailing(List<Chunk> out, Cues cues, boolean aggregated) {
        for (int i = 0; i < out.size(); i++) {
            Chunk c = out.get(i);
            boolean each = c.kind() == Kind.GROUP && EVERY.contains(c.text()) || c.kind() == Kind.UNPLACED && isEach(c, cues);
            int n = next(out, i);
            // only an "each" that ends its clause: "in each city" with 'city' unplaced is not one
            if (!each || n >= 0 && out.get(n).kind() != Kind.AND) continue;
            if (grouped(out, i)) {
                out.set(i, as(Kind.LINK, c)); // "the name of each department and the number of employees in each"
                continue;
            }
            int first = -1;
            for (int k = 0; k < i && first < 0; k++) if (out.get(k).kind() == Kind.TERM) first = k;
            if (!aggregated || first < 0 || out.get(first).term().columns().isEmpty() || asTable(out.get(first).term())) continue;
            int agg = -1;
            for (int k = first + 1; k < i && agg < 0; k++) if (AGGREGATES.contains(out.get(k).kind())) agg = k;
            boolean before = false;
            for (int k = 0; k < first; k++) before |= AGGREGATES.contains(out.get(k).kind());
            if (agg < 0 || before) continue;
            Chunk t = out.get(first);
            out.set(i, as(Kind.LINK, c));
            out.add(first, new Chunk(Kind.GROUP, t.start(), t.start() + 1, c.text(), null, null, null));
            i++;
        }
    }

    /** "the number of delegates from that county" after "for each county": the group named again. */
    private static void repeated(List<Chunk> out) {
        Term group = null;
        for (int i = 0; i < out.size(); i++) {
            Chunk c = out.get(i);
            int n = next(out, i);
            if (c.kind() == Kind.GROUP && n >= 0 && out.get(n).kind() == Kind.TERM) {
                if (group == null) {
                    group = out.get(n).term();
                } else if (out.get(n).term().targets().equals(group.targets())) {
                    // "each county along with the number of schools ... in each county": the one grouping, said twice
                    out.set(i, as(Kind.LINK, c));
                    out.set(n, as(Kind.LINK, out.get(n)));
                }
                continue;
            }
            if (group != null && c.kind() == Kind.TERM && i > 0 && out.get(i - 1).kind() == Kind.LINK && out.get(i - 1).text().equals("that")
                    && c.term().targets().equals(group.targets())) {
                out.set(i, as(Kind.LINK, c));
            }
        }
    }

    /**
     * "how many races correspond to each", "how many customers hold each type", "how many tasks does each project have": a verb
     * of having or relating ({@code absent.verb}, {@code each.verb}) before "each", and the "have" after "does each X", name no
     * condition: the grouping says how the rows relate.
     */
    private static void verbs(List<Chunk> out, Cues cues) {
        for (int i = 0; i < out.size(); i++) {
            Chunk c = out.get(i);
            if (c.kind() != Kind.UNPLACED) continue;
            List<String> w = List.of(c.text());
            if (!cues.phrases("absent.verb").contains(w) && !cues.phrases("each.verb").contains(w)) continue;
            int k = i + 1;
            if (k < out.size() && out.get(k).kind() == Kind.LINK && out.get(k).text().equals("to")) k++;
            if (k < out.size() && (out.get(k).kind() == Kind.GROUP || out.get(k).kind() == Kind.UNPLACED && isEach(out.get(k), cues))) out.set(i, as(Kind.LINK, c));
        }
        for (int i = 1; i + 2 < out.size(); i++) {
            Chunk aux = out.get(i - 1), each = out.get(i), have = out.get(i + 2);
            if (aux.kind() == Kind.LINK && AUX.contains(aux.text()) && each.kind() == Kind.GROUP && isEach(each, cues)
                    && out.get(i + 1).kind() == Kind.TERM && have.kind() == Kind.LINK && HAVE.contains(have.text())) {
                out.remove(i + 2);
            }
        }
    }

    /** "For each room, find its name": the request word after the leading grouping clause. */
    private static void requests(List<Chunk> out, Cues cues) {
        if (out.isEmpty() || out.get(0).kind() != Kind.GROUP || !EVERY.contains(out.get(0).text())) return;
        int k = 1;
        if (k < out.size() && out.get(k).kind() == Kind.DISTINCT) k++;
        if (k >= out.size() || out.get(k).kind() != Kind.TERM) return;
        k++;
        if (k < out.size() && out.get(k).kind() == Kind.AND && out.get(k).text().equals(",")) k++;
        if (k >= out.size()) return;
        Chunk c = out.get(k);
        if (c.kind() == Kind.UNPLACED && cues.phrases("each.request").contains(List.of(c.text()))) out.set(k, as(Kind.FRAME, c));
    }

    private static boolean grouped(List<Chunk> out, int except) {
        for (int i = 0; i < out.size(); i++) {
            if (i == except || out.get(i).kind() != Kind.GROUP) continue;
            int n = next(out, i);
            if (n >= 0 && out.get(n).kind() == Kind.TERM) return true;
        }
        return false;
    }

    private static boolean isEach(Chunk c, Cues cues) {
        return cues.phrases("each").contains(List.of(c.text()));
    }

    /** A phrase naming a table, read as the table (as the shape reader reads the rows asked about). */
    private static boolean asTable(Term t) {
        return t != null && !t.tables().isEmpty() && (t.columns().isEmpty() || t.exact());
    }

    private static int next(List<Chunk> out, int i) {
        for (int k = i + 1; k < out.size(); k++) {
            Kind kind = out.get(k).kind();
            if (kind != Kind.LINK && kind != Kind.FRAME) return k;
        }
        return -1;
    }

    private static Chunk as(Kind kind, Chunk c) {
        return new Chunk(kind, c.start(), c.end(), c.text(), null, null, null, c.possessive());
    }
}

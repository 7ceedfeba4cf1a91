package io.askdb.planner.read;

import io.askdb.catalog.Table;
import io.askdb.planner.read.Chunk.Kind;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.CountCondition;
import io.askdb.planner.read.QuestionShape.Item;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import io.askdb.planner.read.QuestionShape.Sort;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a question's {@link Chunk}s into a {@link QuestionShape}, in passes that each consume
 * chunks: a row count ("top 3"); ranges ("between 10 and 20"); comparisons of a column with a number
 * or value ("age greater than 56", "price lower than 600 or higher than 900") and of the number of related rows ("with at least 2 students");
 * equalities of a column with a stored or quoted value ("status code 'Confirmed'", "the Jazz genre", "'white' as their color");
 * an order ("ordered by age", "in descending order of price"; "sort the names ... in ascending order of population"); a superlative after "with", "has" or
 * "whose" ("the publication with the highest price": the first row by price); a grouping ("for each
 * status"); a count and aggregates ("how many", "the average age"); and last the phrases left, which
 * are what is asked for (columns) and what it is asked about (a table). A chunk no pass consumes
 * (a word nothing placed, an order with nothing to order by) makes the question {@link Unread},
 * naming its words: the reader never guesses what a word means.
 *
 * <p>Over 400 lines (616) for a stated reason: one pass per part of a query, each a few lines; split, they would pass the
 * same consumed-chunk state around. Next: one class per pass over a shared state record (the nested reading already is one: NestedReader).
 */
public final class ShapeReader {
    static final Set<String> AFTER_SUBJECT = Set.of("with", "has", "have", "having", "had", "that", "which", "whose", "who", "where", "whom");

    /**
     * @param chunks the question's chunks ({@link Chunker#read})
     * @return the question's shape, or {@link Unread} naming the words that stopped the reading
     */
    public ReadOutcome read(List<Chunk> chunks) {
        List<String> unplaced = new ArrayList<>();
        for (Chunk c : chunks) if (c.kind() == Kind.UNPLACED && !unplaced.contains(c.text())) unplaced.add(c.text());
        if (!unplaced.isEmpty()) return new Unread("I could not match " + quoted(unplaced) + " to any table, column or value in this database.", unplaced);
        State s = new State(chunks);
        s.limit();
        s.ranges();
        s.comparisons();
        s.likes();
        s.values();
        s.numbered();
        s.order();
        s.superlatives();
        s.frequencies();
        s.groups();
        s.aggregates();
        return s.finish();
    }

    static String quoted(List<String> words) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            if (i > 0) s.append(i == words.size() - 1 ? " and " : ", ");
            s.append('\'').append(words.get(i)).append('\'');
        }
        return s.toString();
    }

    private static final Set<String> HAVE = Set.of("have", "has", "had", "having", "with");
    private static final Set<String> RELATIVE = Set.of("who", "that", "which");
    private static final Set<String> BE = Set.of("is", "are", "was", "were");
    /** Superlatives of an amount: "the most authors" counts rows, never orders by a column of text */
    private static final Set<String> AMOUNT = Set.of("most", "fewest", "least");

    /** The chunks and which of them a pass consumed. */
    private static final class State {
        final List<Chunk> c;
        final boolean[] used;
        final List<Item> items = new ArrayList<>();
        final List<Restriction> restrictions = new ArrayList<>();
        final List<Integer> restrictionAt = new ArrayList<>();
        boolean count, distinct;
        Term subject, group;
        Sort sort;
        Integer limit;
        CountCondition having;
        Boolean descending;
        /** "Linda Smith's advisor": a thing of a row named by value, which may be a row of another table */
        String possessed;
        /** a name joined by "and" to the one grouped by, which would group again; or null */
        String grouped;
        /** the chunk after "the most common", which names what is counted per value; -1 when none */
        int frequentOf = -1;

        State(List<Chunk> chunks) {
            this.c = chunks;
            this.used = new boolean[chunks.size()];
            for (int i = 0; i < c.size(); i++) used[i] = c.get(i).kind() == Kind.FRAME || c.get(i).kind() == Kind.LINK;
        }

        /** @return the index of the next chunk after i that is not a function word or frame, or -1 */
        int next(int i) {
            for (int k = i + 1; k < c.size(); k++) if (!isLink(k)) return k;
            return -1;
        }

        int prev(int i) {
            for (int k = i - 1; k >= 0; k--) if (!isLink(k)) return k;
            return -1;
        }

        boolean isLink(int k) {
            Kind kind = c.get(k).kind();
            return kind == Kind.LINK || kind == Kind.FRAME;
        }

        boolean is(int k, Kind kind) {
            return k >= 0 && k < c.size() && !used[k] && c.get(k).kind() == kind;
        }

        boolean column(int k) {
            return is(k, Kind.TERM) && !c.get(k).term().columns().isEmpty();
        }

        boolean table(int k) {
            return is(k, Kind.TERM) && !c.get(k).term().tables().isEmpty();
        }

        boolean operand(int k) {
            return is(k, Kind.NUMBER) || is(k, Kind.VALUE);
        }

        void limit() {
            for (int i = 0; i < c.size(); i++) {
                int n = next(i);
                if (is(i, Kind.TOP) && is(n, Kind.NUMBER) && whole(n)) {
                    limit = (int) Double.parseDouble(c.get(n).value());
                    used[i] = used[n] = true;
                    // "the mountains with the top 3 prominence": the first rows by that column
                    int by = next(n);
                    if (afterSubject(i) && column(by)) {
                        sort = new Sort(c.get(by).term(), null, true);
                        used[by] = true;
                    }
                }
            }
        }

        void ranges() {
            for (int i = 0; i < c.size(); i++) {
                if (!is(i, Kind.BETWEEN)) continue;
                int col = prev(i), lo = next(i), and = lo < 0 ? -1 : next(lo), hi = and < 0 ? -1 : next(and);
                if (column(col) && operand(lo) && is(and, Kind.AND) && operand(hi)) {
                    restrict(col, Op.BETWEEN, List.of(c.get(lo).value(), c.get(hi).value()), is(lo, Kind.NUMBER), i, List.of());
                    used[i] = used[col] = used[lo] = used[and] = used[hi] = true;
                }
            }
        }

        void comparisons() {
            for (int i = 0; i < c.size(); i++) {
                if (used[i] || !c.get(i).comparison()) continue;
                Op op = Op.valueOf(c.get(i).kind().name());
                int n = next(i), p = prev(i);
                // "4 or more employees": the number before its comparison
                boolean trailing = c.get(i).text().startsWith("or ") && is(p, Kind.NUMBER);
                int num = trailing ? p : n;
                int after = trailing ? n : next(n);
                if (is(num, Kind.NUMBER) && table(after) && op != Op.EQ && having == null) {
                    having = new CountCondition(op, Double.parseDouble(c.get(num).value()), c.get(after).term());
                    used[i] = used[num] = used[after] = true;
                    continue;
                }
                int col = trailing ? prev(p) : p;
                // "price lower than 600 or higher than 900": the second comparison is on the column of the first
                if (op != Op.EQ && !trailing && (is(p, Kind.OR) || is(p, Kind.AND)) && is(num, Kind.NUMBER) && sameOperand(prev(p))) {
                    Restriction last = restrictions.get(restrictions.size() - 1);
                    restrictions.add(new Restriction(last.column(), op, List.of(c.get(num).value()), true, List.of()));
                    restrictionAt.add(i);
                    used[i] = used[num] = true;
                    continue;
                }
                // "farms with more than 5000 total horses": the column after its number
                if (op != Op.EQ && !column(col) && is(num, Kind.NUMBER) && column(after) && !trailing) col = after;
                if (op != Op.EQ && column(col) && operand(num)) {
                    restrict(col, op, List.of(c.get(num).value()), is(num, Kind.NUMBER), i, c.get(num).valueColumns());
                    used[i] = used[col] = used[num] = true;
                }
            }
        }

        /** True when chunk k is the number of the last restriction, a numeric comparison of a named column. */
        boolean sameOperand(int k) {
            if (restrictions.isEmpty() || k < 0 || c.get(k).kind() != Kind.NUMBER) return false;
            Restriction last = restrictions.get(restrictions.size() - 1);
            int at = restrictionAt.get(restrictionAt.size() - 1);
            return last.column() != null && last.numeric() && last.op() != Op.BETWEEN && last.op() != Op.EQ && next(at) == k;
        }

        /** "names containing 'Mary'", "titles starting with 'The'": a LIKE pattern on the column before. */
        void likes() {
            for (int i = 0; i < c.size(); i++) {
                Kind k = c.get(i).kind();
                if (used[i] || (k != Kind.LIKE_CONTAINS && k != Kind.LIKE_STARTS && k != Kind.LIKE_ENDS)) continue;
                int col = prev(i), v = next(i);
                if (!column(col) || !operand(v)) continue;
                String text = c.get(v).value().replace("%", "").replace("_", "");
                String pattern = (k == Kind.LIKE_STARTS ? "" : "%") + text + (k == Kind.LIKE_ENDS ? "" : "%");
                restrict(col, Op.LIKE, List.of(pattern), false, i, List.of());
                used[i] = used[col] = used[v] = true;
            }
        }

        /** "the most common role code": the value with the most rows first. */
        void frequencies() {
            for (int i = 0; i < c.size(); i++) {
                if ((!is(i, Kind.FREQ_DESC) && !is(i, Kind.FREQ_ASC)) || sort != null) continue;
                sort = new Sort(null, Aggregate.COUNT, is(i, Kind.FREQ_DESC));
                if (limit == null) limit = 1;
                used[i] = true;
                // "the hometown that is most common among gymnasts": what is counted is named before "is"
                int p = prev(i);
                frequentOf = column(p) && linkBetween(p, i, Set.of("is", "are", "was", "were")) ? p : next(i);
            }
        }

        void values() {
            for (int i = 0; i < c.size(); i++) {
                if (!is(i, Kind.VALUE)) continue;
                if (c.get(i).possessive() && is(next(i), Kind.TERM)) {
                    possessed = c.get(i).text() + "'s " + c.get(next(i)).text();
                    return;
                }
                int p = prev(i);
                Op op = Op.EQ;
                if (p >= 0 && !used[p] && (c.get(p).kind() == Kind.EQ || c.get(p).kind() == Kind.NE)) {
                    op = Op.valueOf(c.get(p).kind().name());
                    used[p] = true;
                    p = prev(p);
                }
                List<Target> linked = c.get(i).valueColumns();
                int as = next(i);
                if (op == Op.EQ && is(as, Kind.EQ) && c.get(as).text().equals("as") && column(next(as))
                        && (linked.isEmpty() || sharesColumn(c.get(next(as)).term(), linked))) {
                    // "with 'white' as their color description": the value, then its column after "as"
                    restrict(next(as), op, List.of(c.get(i).value()), false, i, linked);
                    used[i] = used[as] = used[next(as)] = true;
                    continue;
                }
                // "with carrier either 'Sprint' or 'TMobile'": the column is named before "either"
                if (is(p, Kind.OR) && c.get(p).text().equals("either") && column(prev(p))) p = prev(p);
                Restriction last = restrictions.isEmpty() ? null : restrictions.get(restrictions.size() - 1);
                if (p >= 0 && c.get(p).kind() == Kind.OR && last != null && last.column() != null && prev(p) == restrictionAt.get(restrictionAt.size() - 1)
                        && (linked.isEmpty() || sharesColumn(last.column(), linked))) {
                    // "origin either 'Los Angeles' or 'Chicago'": the second value is on the column of the first
                    restrictions.add(new Restriction(last.column(), op, List.of(c.get(i).value()), false, linked));
                    restrictionAt.add(i);
                } else if (column(p) && (linked.isEmpty() || sharesColumn(c.get(p).term(), linked))) {
                    restrict(p, op, List.of(c.get(i).value()), false, i, linked);
                    used[p] = true;
                } else if (i + 1 < c.size() && column(i + 1) && !linked.isEmpty() && sharesColumn(c.get(i + 1).term(), linked)) {
                    // "made of red color grape": the value's column named right after it
                    restrict(i + 1, op, List.of(c.get(i).value()), false, i, linked);
                    used[i + 1] = true;
                } else if (!linked.isEmpty()) {
                    restrictions.add(new Restriction(null, op, List.of(c.get(i).value()), false, linked));
                    restrictionAt.add(i);
                } else {
                    continue;
                }
                used[i] = true;
            }
        }

        /** "teachers in classroom 110", "the car with id 1": a whole number right after a numeric column is its value. */
        void numbered() {
            for (int i = 1; i < c.size(); i++) {
                if (!is(i, Kind.NUMBER) || !numericColumn(i - 1) || !c.get(i).value().matches("\\d+")) continue;
                restrict(i - 1, Op.EQ, List.of(c.get(i).value()), true, i, List.of());
                used[i - 1] = used[i] = true;
            }
        }

        void order() {
            for (int i = 0; i < c.size(); i++) {
                // "in descending order of age", "by ascending order of length": a direction whose key follows "of" or "by"
            boolean dirOf = (is(i, Kind.ASC) || is(i, Kind.DESC))
                    && (c.get(i).text().endsWith(" of") || c.get(i).text().endsWith(" by") || linkAfter(i, "of") || linkAfter(i, "by"));
                if (!is(i, Kind.ORDER) && !dirOf) continue;
                if (!dirOf && prev(i) < 0 && keyLater(i)) {
                    // "Sort the names of all counties in ascending order of population": the verb asks; the key comes later
                    used[i] = true;
                    continue;
                }
                if (dirOf) descending = c.get(i).kind() == Kind.DESC;
                used[i] = true;
                int n = next(i);
                // "order the cities by ...": what is ordered, then the key after "by"
                if (!dirOf && !c.get(i).text().endsWith(" by") && is(n, Kind.TERM) && byAfter(n)) n = next(n);
                if (is(n, Kind.ASC) || is(n, Kind.DESC)) {
                    descending = c.get(n).kind() == Kind.DESC;
                    used[n] = true;
                    n = next(n);
                }
                Aggregate agg = aggregate(n);
                if (agg != null) {
                    used[n] = true;
                    n = next(n);
                }
                if (agg == null && is(n, Kind.COUNT) && table(next(n))) {
                    used[n] = true;
                    n = next(n);
                    agg = Aggregate.COUNT;
                }
                if (is(n, Kind.TERM)) {
                    sort = new Sort(c.get(n).term(), agg, false);
                    used[n] = true;
                } else if (agg == null && is(n, Kind.COUNT) && (dirOf || descending != null)) {
                    // "in descending order of count": by the number of rows per group
                    sort = new Sort(null, Aggregate.COUNT, false);
                    used[n] = true;
                } else if (!dirOf && descending == null) {
                    used[i] = false; // an order with nothing to order by: left for the decline to name
                }
            }
            for (int i = 0; i < c.size(); i++) {
                if (is(i, Kind.ASC) || is(i, Kind.DESC)) {
                    descending = c.get(i).kind() == Kind.DESC;
                    used[i] = true;
                }
            }
        }

        /** True when a chunk after i names an order with its key: "in ascending order of", "by order of", "sorted by". */
        boolean keyLater(int i) {
            for (int k = i + 1; k < c.size(); k++) {
                String t = c.get(k).text();
                boolean keyed = t.endsWith(" of") || t.endsWith(" by") || linkAfter(k, "of") || linkAfter(k, "by");
                if ((is(k, Kind.ORDER) || is(k, Kind.ASC) || is(k, Kind.DESC)) && keyed) return true;
            }
            return false;
        }

        /** True when one of the words is among the function words between chunks from and to. */
        boolean linkBetween(int from, int to, Set<String> words) {
            for (int k = from + 1; k < to; k++) if (isLink(k) && words.contains(c.get(k).text())) return true;
            return false;
        }

        /** True when "by" is among the function words right after chunk i. */
        boolean byAfter(int i) {
            for (int k = i + 1; k < c.size() && isLink(k); k++) if (c.get(k).text().equals("by")) return true;
            return false;
        }

        /** True when the function word is the first of those right after chunk i. */
        boolean linkAfter(int i, String word) {
            return i + 1 < c.size() && isLink(i + 1) && c.get(i + 1).text().equals(word);
        }

        void superlatives() {
            for (int i = 0; i < c.size(); i++) {
                boolean desc = is(i, Kind.SUPER_DESC) || is(i, Kind.MAX);
                if (!desc && !is(i, Kind.SUPER_ASC) && !is(i, Kind.MIN)) continue;
                if (!afterSubject(i)) continue;
                int n = next(i);
                // "the department that has the highest number of students"
                if (is(n, Kind.COUNT) && table(next(n)) && sort == null) {
                    used[n] = true;
                    n = next(n);
                }
                if (is(n, Kind.TERM) && sort == null) {
                    Term t = counted(i, c.get(n).term());
                    boolean rows = t.columns().isEmpty();
                    // "the college with the most authors" (Author a name): a count of rows per college, which this pass cannot read
                    if (!rows && amount(i) && t.columns().stream().noneMatch(x -> ColumnTypes.numeric(x.column()))) continue;
                    sort = new Sort(t, rows ? Aggregate.COUNT : null, desc);
                    if (limit == null) limit = 1;
                    used[i] = used[n] = true;
                }
            }
        }

        /**
         * "the most authors" where Author is a text column: a superlative of quantity ("most", "fewest", "least") before text counts
         * the rows holding it (its table's rows), not the largest text; otherwise the term as read.
         */
        Term counted(int superlative, Term t) {
            String cue = c.get(superlative).text().replaceFirst("^the ", "");
            if (!AMOUNT.contains(cue) || t.columns().isEmpty() || !t.tables().isEmpty()) return t;
            Set<Table> tables = new LinkedHashSet<>();
            for (Target x : t.columns()) {
                if (!ColumnTypes.text(x.column())) return t;
                tables.add(x.table());
            }
            return tables.size() == 1 ? new Term(t.start(), t.end(), t.text(), List.of(new Target(tables.iterator().next(), null)), t.exact()) : t;
        }

        /** True when superlative chunk i is one of an amount ("the most", "fewest"). */
        boolean amount(int i) {
            String[] w = c.get(i).text().split(" ");
            return AMOUNT.contains(w[w.length - 1]);
        }

        /** True when a function word that follows the rows asked about comes right before chunk i ("with the highest"). */
        boolean afterSubject(int i) {
            for (int k = i - 1; k >= 0 && isLink(k); k--) {
                if (AFTER_SUBJECT.contains(c.get(k).text())) return true;
            }
            return false;
        }

        void groups() {
            for (int i = 0; i < c.size(); i++) {
                int n = next(i);
                if (is(i, Kind.GROUP) && is(n, Kind.TERM) && group == null) {
                    group = c.get(n).term();
                    used[i] = used[n] = true;
                    // "for each country and airline": a second name joined to the grouped one groups too
                    if (is(next(n), Kind.AND) && is(next(next(n)), Kind.TERM)) grouped = c.get(next(next(n))).text();
                }
            }
        }

        void aggregates() {
            for (int i = 0; i < c.size(); i++) {
                if (is(i, Kind.COUNT) && c.get(i).text().startsWith("number") && i > 0 && c.get(i - 1).kind() == Kind.TERM
                        && !c.get(i - 1).term().columns().isEmpty()) {
                    // "the name and phone number of these patients": the column's own word, not a count
                    used[i] = true;
                    continue;
                }
                if (is(i, Kind.COUNT)) {
                    count = true;
                    used[i] = true;
                    int n = next(i);
                    if (is(n, Kind.DISTINCT)) {
                        distinct = true;
                        used[n] = true;
                        n = next(n);
                    }
                    // "the number of transaction types" may mean rows or distinct values: only "different" says which
                    if (column(n) && distinct) {
                        items.add(new Item(Aggregate.COUNT, c.get(n).term()));
                        used[n] = true;
                    }
                    continue;
                }
                Aggregate agg = aggregate(i);
                if (agg == null) continue;
                // "the sum and average of all settlement amounts", "the average, maximum, and total revenues": each aggregate of the one column
                List<Integer> chain = new ArrayList<>(List.of(i));
                int n = next(i);
                for (int a = afterAnds(n); a != n && aggregate(a) != null; a = afterAnds(n)) {
                    chain.add(a);
                    n = next(a);
                }
                // "the maximum and minimum number of cows" where Cows holds how many: the column, not a count of rows
                if (is(n, Kind.COUNT) && c.get(n).text().startsWith("number") && numericColumn(next(n))) {
                    used[n] = true;
                    n = next(n);
                }
                // "which allergy type has the most allergies" (Allergy text): an amount of text is a count, never its largest value
                if (column(n) && amount(i) && ColumnTypes.textOnly(c.get(n).term())) continue;
                if (column(n)) {
                    for (int k : chain) {
                        items.add(new Item(aggregate(k), c.get(n).term()));
                        used[k] = true;
                    }
                    for (int k = i; k < n; k++) if (is(k, Kind.AND)) used[k] = true;
                    used[n] = true;
                }
            }
        }

        /** @return true when chunk k names only numeric columns (no table) and no pass used it */
        boolean numericColumn(int k) {
            if (!column(k) || !c.get(k).term().tables().isEmpty()) return false;
            for (Target t : c.get(k).term().columns()) if (!ColumnTypes.numeric(t.column())) return false;
            return true;
        }

        /** @return the chunk after the run of 'and' and commas starting at i; i when none starts there */
        int afterAnds(int i) {
            int k = i;
            while (is(k, Kind.AND)) k = next(k);
            return k;
        }

        Aggregate aggregate(int i) {
            if (i < 0 || i >= c.size() || used[i]) return null;
            return switch (c.get(i).kind()) {
                case AVG -> Aggregate.AVG;
                case SUM -> Aggregate.SUM;
                case MAX, SUPER_DESC -> Aggregate.MAX;
                case MIN, SUPER_ASC -> Aggregate.MIN;
                default -> null;
            };
        }

        ReadOutcome finish() {
            if (grouped != null) return new Unread("I can group by one thing at a time, and '" + grouped + "' groups again.", List.of(grouped));
            if (possessed != null) {
                return new Unread("I cannot tell whose '" + possessed + "' means: it may be a row of another table.", List.of(possessed));
            }
            List<Term> alsoNamed = new ArrayList<>();
            for (int i = 0; i < c.size(); i++) {
                // "the names and the players of clubs": a table listed among the things to show
                if (is(i, Kind.TERM) && c.get(i).term().columns().isEmpty() && prev(i) >= 0 && c.get(prev(i)).kind() == Kind.AND) {
                    return new Unread("I cannot show '" + c.get(i).text() + "' as one column: name what of it to show.", List.of(c.get(i).text()));
                }
            }
            if (restrictions.size() > 1 && c.stream().anyMatch(ch -> ch.kind() == Kind.LINK && ch.text().equals("both"))) {
                return new Unread("'both' with several conditions needs rows matched separately, which I cannot plan.", List.of("both"));
            }
            for (int i = 0; i < c.size(); i++) {
                if (is(i, Kind.DISTINCT)) {
                    distinct = true;
                    used[i] = true;
                }
            }
            List<Integer> shown = new ArrayList<>();
            for (int i = 0; i < c.size(); i++) if (is(i, Kind.TERM) && !asTable(c.get(i).term()) && condition(i) == null) shown.add(i);
            for (int i = 0; i < c.size(); i++) {
                if (!is(i, Kind.TERM)) continue;
                Term t = c.get(i).term();
                boolean rows = shown.contains(i) && RowNoun.names(c, used, items, i, shown);
                used[i] = true;
                boolean asTable = asTable(t);
                if (rows) continue;
                if (asTable && subject == null) subject = t;
                else if (asTable) alsoNamed.add(t);
                else if (condition(i) != null) return new Unread("I could not tell what '" + t.text() + "' asks of the rows: it follows '"
                        + condition(i) + "' as a condition, but no value or number says which.", List.of(t.text()));
                else items.add(new Item(null, t));
            }
            if (frequentOf >= 0 && (items.size() != 1 || items.get(0).aggregate() != null || !c.get(frequentOf).kind().equals(Kind.TERM)
                    || items.get(0).term() != c.get(frequentOf).term())) {
                return new Unread("I can rank by how common only the one thing named after 'most common'.", List.of());
            }
            if (descending != null && sort != null) sort = new Sort(sort.term(), sort.aggregate(), descending);
            else if (descending != null && sort == null && !items.isEmpty() && items.get(0).aggregate() == null) {
                sort = new Sort(items.get(0).term(), null, descending);
            } else if (descending != null && sort == null) {
                return new Unread("I could not tell what to put in " + (descending ? "descending" : "ascending") + " order.", List.of());
            }
            boolean or = false, and = false;
            for (int i = 0; i < c.size(); i++) {
                if (!is(i, Kind.AND) && !is(i, Kind.OR)) continue;
                used[i] = true;
                if (between(i)) {
                    or |= c.get(i).kind() == Kind.OR;
                    and |= c.get(i).kind() == Kind.AND;
                }
            }
            Set<String> left = new LinkedHashSet<>();
            for (int i = 0; i < c.size(); i++) if (!used[i]) left.add(c.get(i).text());
            if (!left.isEmpty()) {
                return new Unread("I could not use " + quoted(List.copyOf(left)) + " in this question.", List.copyOf(left));
            }
            if (or && and) return new Unread("I cannot tell how 'and' and 'or' group these conditions.", List.of("and", "or"));
            if (items.isEmpty() && !count && subject == null) return new Unread("I could not tell what to show.", List.of());
            List<String> read = new ArrayList<>();
            for (Chunk ch : c) if (ch.kind() != Kind.LINK && ch.kind() != Kind.FRAME) read.add(ch.text());
            return new QuestionShape(items, count, subject, restrictions, or, group, sort, limit, distinct, having, alsoNamed, read);
        }

        /** @return true when the term names the rows of a table, as an exact table name or a table alone */
        static boolean asTable(Term t) {
            return !t.tables().isEmpty() && (t.columns().isEmpty() || t.exact());
        }

        /**
         * The function word when term i comes right after "have", "has", "had", "having" or "with" and something to show or
         * the rows asked about were named before it ("committees that have delegates", "buildings that have
         * rooms"), or right after "who are", "that is" ("students who are on scholarship"): a condition on the rows, not a
         * column to show; else null.
         */
        String condition(int i) {
            int p = prev(i);
            String word = null;
            for (int k = p + 1; k < i; k++) {
                if (HAVE.contains(c.get(k).text())) word = c.get(k).text();
                // "students who are on scholarship": a column after "who are" says what the rows are, a condition with no value
                if (k + 1 < i && RELATIVE.contains(c.get(k).text()) && BE.contains(c.get(k + 1).text())) word = c.get(k).text() + " " + c.get(k + 1).text();
            }
            if (word == null) return null;
            for (int k = 0; k <= p; k++) if (c.get(k).kind() == Kind.TERM && used[k]) return word;
            return subject != null ? word : null;
        }

        /** True when the junction at i stands between two restrictions. */
        boolean between(int i) {
            boolean before = false, after = false;
            for (int at : restrictionAt) {
                before |= at < i;
                after |= at > i;
            }
            return before && after && restrictions.size() > 1;
        }

        void restrict(int col, Op op, List<String> values, boolean numeric, int at, List<Target> linked) {
            restrictions.add(new Restriction(c.get(col).term(), op, values, numeric, linked));
            restrictionAt.add(at);
        }

        boolean whole(int k) {
            double d = Double.parseDouble(c.get(k).value());
            return d >= 1 && d == Math.rint(d);
        }

        static boolean sharesColumn(Term t, List<Target> linked) {
            for (Target x : t.columns()) {
                for (Target y : linked) if (x.table().id().equals(y.table().id()) && x.column().equals(y.column())) return true;
            }
            return false;
        }
    }
}

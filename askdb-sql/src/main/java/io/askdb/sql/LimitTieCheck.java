package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.OrderByElement;

/**
 * Case N01: "Which sales rep has the most deals?" answered by {@code ORDER BY deals DESC LIMIT 1}
 * names one rep while another has as many deals. Detects an {@code ORDER BY ... LIMIT n} that
 * cuts through rows the data leaves tied on every sort key. Evidence: a probe runs the same query
 * with {@code LIMIT n + }{@value #LOOK_PAST} (sort keys not in the select list added to it) and
 * compares the keys of row n with the rows after it; rows that tie with row n but are not among
 * the rows returned were cut. A row equal to a kept one in every column it shows is no loss, and a
 * NULL key is left to {@link NullsRankedCheck}. Action: a caveat the answer states beside the rows,
 * naming a few of the tied rows ("'Ben Cole' ties with 'Ava Stone' at deals = 2; LIMIT 1 kept only
 * one of them"); the rows stand, since which of the tied rows to show is a choice the question
 * left open. Trailing sort keys that hold text, or that are a primary key, are tie-breakers, not
 * ranks: a tie on the keys before them is reported all the same.
 */
final class LimitTieCheck implements CriticCheck {
    /** Rows read past the cut: enough to name a few tied rows, few enough to stay cheap. */
    static final int LOOK_PAST = 4;
    /** Larger limits are listings, not rankings; they are not probed. */
    static final long MAX_LIMIT = 1000;

    @Override
    public String name() {
        return "limit-ties";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        Optional<RankedQuery> ranked = RankedQuery.of(request);
        if (ranked.isEmpty()) return Optional.empty();
        RankedQuery q = ranked.get();
        long n = q.limit();
        ResultTable result = request.result();
        if (n > MAX_LIMIT || result.rowCount() < n) return Optional.empty();
        Optional<ResultTable> probe = q.run(request, n + LOOK_PAST);
        if (probe.isEmpty() || probe.get().rowCount() <= n) return Optional.empty();
        List<List<Object>> rows = probe.get().rows();
        int ranking = rankingKeys(q, rows);
        java.util.function.Function<List<Object>, List<Object>> keysOf = row -> q.keyValues(row).subList(0, ranking);
        List<Object> cut = keysOf.apply(rows.get((int) n - 1));
        if (cut.contains(null)) return Optional.empty();
        List<List<Object>> kept = new ArrayList<>(result.rows());
        List<List<Object>> tiedKept = new ArrayList<>();
        List<List<Object>> dropped = new ArrayList<>();
        for (List<Object> row : rows) {
            if (!keysOf.apply(row).equals(cut)) continue;
            List<Object> own = RankedQuery.own(row, q.width());
            if (kept.remove(own)) tiedKept.add(own);
            else if (!result.rows().contains(own)) dropped.add(own);
        }
        if (dropped.isEmpty()) return Optional.empty();
        if (tiedKept.isEmpty()) tiedKept.add(result.rows().get(result.rowCount() - 1));
        boolean more = keysOf.apply(rows.get(rows.size() - 1)).equals(cut) && rows.size() == n + LOOK_PAST;
        return Optional.of(Finding.caveat(text(q, result, cut, tiedKept, dropped, more)));
    }

    /**
     * @return how many leading sort keys rank the rows: trailing keys that hold text in every row
     *         read, or that are their table's primary key, are tie-breakers ({@code ORDER BY deals
     *         DESC, name, id} puts tied reps in name order; the offline planner always adds both),
     *         and a tie on the keys before them is still a tie
     */
    static int rankingKeys(RankedQuery q, List<List<Object>> rows) {
        int ranking = q.keys().size();
        while (ranking > 1 && (q.keyIsPrimaryKey(ranking - 1) || textKey(q, rows, ranking - 1))) ranking--;
        return ranking;
    }

    private static boolean textKey(RankedQuery q, List<List<Object>> rows, int key) {
        for (List<Object> row : rows) {
            Object v = q.keyValues(row).get(key);
            if (!(v instanceof String) || isNumber((String) v)) return false;
        }
        return true;
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s.strip());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String text(RankedQuery q, ResultTable result, List<Object> cut, List<List<Object>> kept, List<List<Object>> dropped, boolean more) {
        Set<Integer> keys = new HashSet<>();
        for (int i = 0; i < cut.size(); i++) keys.add(q.keyColumn(i));
        List<String> droppedNames = dropped.stream().map(r -> RowWords.label(r, keys)).toList();
        List<String> keptNames = kept.stream().map(r -> RowWords.label(r, keys)).toList();
        List<String> at = new ArrayList<>();
        for (int i = 0; i < cut.size(); i++) at.add(keyName(q, result, i) + " = " + RowWords.value(cut.get(i)));
        boolean one = droppedNames.size() == 1 && !more;
        int tied = kept.size() + dropped.size();
        String tail = kept.size() == 1 && one ? "only one of them"
                : kept.size() + " of the " + (more ? "at least " : "") + tied + " rows with " + (at.size() == 1 ? "that value" : "those values");
        return RowWords.list(droppedNames, more) + (one ? " ties with " : " tie with ") + RowWords.list(keptNames, false)
                + " at " + String.join(", ", at) + "; LIMIT " + q.limit() + " kept " + tail + ".";
    }

    /** @return the result column's name for a projected key, else the key as written */
    static String keyName(RankedQuery q, ResultTable result, int i) {
        if (q.keyColumn(i) < q.width()) return result.columns().get(q.keyColumn(i)).name();
        OrderByElement key = q.keys().get(i);
        return key.getExpression() instanceof Column c ? c.getColumnName() : key.getExpression().toString();
    }
}

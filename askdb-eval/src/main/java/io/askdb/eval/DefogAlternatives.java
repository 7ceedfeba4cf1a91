package io.askdb.eval;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Expands a defog sql-eval gold query into its acceptable alternatives, following defog's
 * {@code get_all_minimal_queries} in {@code eval/eval.py} (defog-ai/sql-eval): the text is split
 * into statements on {@code ;}; in each statement the first {@code {...}} group (from the first
 * {@code {} to the next {@code }}) lists column options separated by commas; every non-empty
 * combination of the options, in their order (smallest combinations first, as Python's
 * {@code itertools.combinations} gives them), replaces the group joined with {@code ", "}, and
 * {@code GROUP BY {}} in the rest of the statement becomes {@code GROUP BY} the same columns.
 *
 * <p>Three differences, none of which changes what a query means: {@code ;} splits only outside
 * string literals, quoted identifiers and comments (defog splits on every {@code ;}); options are
 * trimmed, so {@code {a, b}} gives {@code a, b} and not {@code a,  b}; duplicate alternatives are
 * dropped, keeping the first.
 */
final class DefogAlternatives {
    private DefogAlternatives() {
    }

    /** @return the alternatives in defog's order, trimmed, without empties or duplicates */
    static List<String> of(String goldSql) {
        Set<String> out = new LinkedHashSet<>();
        for (String statement : split(goldSql)) out.addAll(expand(statement));
        return List.copyOf(out);
    }

    /** @return the statements between semicolons outside literals and comments, trimmed, empties dropped */
    static List<String> split(String sql) {
        List<String> out = new ArrayList<>();
        String blanked = SqlText.withoutLiterals(sql);
        int start = 0;
        for (int i = blanked.indexOf(';'); i >= 0; i = blanked.indexOf(';', i + 1)) {
            add(out, sql.substring(start, i));
            start = i + 1;
        }
        add(out, sql.substring(start));
        return out;
    }

    private static void add(List<String> out, String statement) {
        String s = statement.strip();
        if (!s.isEmpty()) out.add(s);
    }

    private static List<String> expand(String statement) {
        int open = statement.indexOf('{');
        int close = open < 0 ? -1 : statement.indexOf('}', open + 1);
        if (open < 0 || close < 0) return List.of(statement);
        String[] options = statement.substring(open + 1, close).split(",", -1);
        for (int k = 0; k < options.length; k++) options[k] = options[k].strip();
        String left = statement.substring(0, open);
        String right = statement.substring(close + 1);
        List<String> out = new ArrayList<>();
        for (int size = 1; size <= options.length; size++) {
            for (List<String> combination : combinations(options, size)) {
                String columns = String.join(", ", combination);
                out.add(left + columns + right.replace("GROUP BY {}", "GROUP BY " + columns));
            }
        }
        return out;
    }

    /** @return every combination of {@code size} options, in index order, as itertools.combinations */
    private static List<List<String>> combinations(String[] options, int size) {
        List<List<String>> out = new ArrayList<>();
        collect(options, size, 0, new ArrayList<>(), out);
        return out;
    }

    private static void collect(String[] options, int size, int from, List<String> chosen, List<List<String>> out) {
        if (chosen.size() == size) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int k = from; k <= options.length - (size - chosen.size()); k++) {
            chosen.add(options[k]);
            collect(options, size, k + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }
}

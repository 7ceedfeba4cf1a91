package io.askdb.app.cli;

import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders a trace as a small aligned table for {@code --verbose} and {@code history ID}: one row
 * per step (name, milliseconds, of those milliseconds waiting for a model, tokens in and out,
 * outcome) and a total row. Numbers are right-aligned; the outcome is cut at 80 characters.
 */
final class TraceTable {
    private static final List<String> HEADER = List.of("step", "ms", "model ms", "tokens in", "tokens out", "outcome");
    private static final int MAX_OUTCOME = 80;

    private TraceTable() {
    }

    /**
     * @param trace  the trace; not null
     * @param indent put before every line, e.g. two spaces
     * @return the table, one line per step plus a header and a total, each ending in a newline;
     *         for an empty trace the single line {@code <indent>no steps recorded}
     */
    static String render(Trace trace, String indent) {
        if (trace.steps().isEmpty()) {
            return indent + "no steps recorded\n";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (TraceStep s : trace.steps()) {
            rows.add(List.of(s.step(), Long.toString(s.millis()), Long.toString(s.modelMillis()),
                    Long.toString(s.inputTokens()), Long.toString(s.outputTokens()), outcome(s.outcome())));
        }
        rows.add(List.of("total", Long.toString(trace.totalMillis()),
                Long.toString(sum(trace, TraceStep::modelMillis)), Long.toString(sum(trace, TraceStep::inputTokens)),
                Long.toString(sum(trace, TraceStep::outputTokens)), ""));
        int[] width = new int[HEADER.size()];
        for (List<String> row : rows) {
            for (int c = 0; c < width.length; c++) width[c] = Math.max(width[c], row.get(c).length());
        }
        StringBuilder out = new StringBuilder();
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder(indent);
            for (int c = 0; c < width.length; c++) {
                String pad = " ".repeat(width[c] - row.get(c).length());
                boolean number = c > 0 && c < width.length - 1;
                line.append(c == 0 ? "" : "  ").append(number ? pad + row.get(c) : row.get(c) + pad);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static long sum(Trace trace, java.util.function.ToLongFunction<TraceStep> field) {
        return trace.steps().stream().mapToLong(field).sum();
    }

    private static String outcome(String text) {
        String line = text.replace('\n', ' ').replace('\r', ' ');
        return line.length() > MAX_OUTCOME ? line.substring(0, MAX_OUTCOME - 1) + "…" : line;
    }
}

package io.askdb.jdbc;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** Reads row estimates out of DuckDB's JSON plans, and writes estimates for messages. */
final class PlanEstimates {
    /**
     * @param largestBuilt the largest estimated cardinality of an operator that is not a table scan
     * @param operator     that operator's name
     * @param largestScan  the largest estimated cardinality of a table scan
     */
    record Rows(double largestBuilt, String operator, double largestScan) {
    }

    private PlanEstimates() {
    }

    /** DuckDB's {@code EXPLAIN (FORMAT JSON)}: an array of operators, each with {@code name}, {@code children} and {@code extra_info}. */
    static Rows duckDb(JsonNode plan) {
        Rows rows = new Rows(0, "plan", 0);
        if (plan.isArray()) for (JsonNode op : plan) rows = walk(op, rows);
        return rows;
    }

    private static Rows walk(JsonNode op, Rows rows) {
        String name = op.path("name").asText("");
        double estimate = parse(op.path("extra_info").path("Estimated Cardinality").asText(""));
        boolean scan = name.endsWith("_SCAN") && op.path("extra_info").has("Table");
        Rows out = scan ? new Rows(rows.largestBuilt(), rows.operator(), Math.max(rows.largestScan(), estimate))
                : estimate > rows.largestBuilt() ? new Rows(estimate, name.replace('_', ' '), rows.largestScan()) : rows;
        for (JsonNode child : op.path("children")) out = walk(child, out);
        return out;
    }

    private static double parse(String text) {
        try {
            return text.isBlank() ? 0 : Double.parseDouble(text.strip().replace("~", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static String number(double v) {
        return v >= 1e12 ? String.format(Locale.ROOT, "%.3g", v) : String.format(Locale.ROOT, "%,.0f", v);
    }
}

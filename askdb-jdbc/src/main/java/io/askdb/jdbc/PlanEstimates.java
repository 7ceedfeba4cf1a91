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

    /**
     * DuckDB's {@code EXPLAIN (FORMAT JSON)}: an array of operators, each with {@code name},
     * {@code children} and {@code extra_info}. An operator without an estimate (DuckDB writes none
     * for {@code CROSS_PRODUCT}) gets the product of its children's for a cross product, else their largest.
     */
    static Rows duckDb(JsonNode plan) {
        Rows[] rows = {new Rows(0, "plan", 0)};
        if (plan.isArray()) for (JsonNode op : plan) walk(op, rows);
        return rows[0];
    }

    /** @return the operator's estimate; widens {@code rows[0]} on the way */
    private static double walk(JsonNode op, Rows[] rows) {
        String name = op.path("name").asText("");
        boolean cross = name.contains("CROSS") || name.contains("NESTED_LOOP") || name.contains("BLOCKWISE");
        double product = 1;
        double largest = 0;
        boolean any = false;
        for (JsonNode child : op.path("children")) {
            double c = walk(child, rows);
            product *= Math.max(1, c);
            largest = Math.max(largest, c);
            any = true;
        }
        double estimate = parse(op.path("extra_info").path("Estimated Cardinality").asText(""));
        if (estimate == 0 && any) estimate = cross ? product : largest;
        boolean scan = name.endsWith("_SCAN") && op.path("extra_info").has("Table");
        Rows r = rows[0];
        if (scan) rows[0] = new Rows(r.largestBuilt(), r.operator(), Math.max(r.largestScan(), estimate));
        else if (estimate > r.largestBuilt()) rows[0] = new Rows(estimate, name.replace('_', ' '), r.largestScan());
        return estimate;
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

package io.askdb.planner;

import java.util.ArrayList;
import java.util.List;

/** The planner's reasons for declining, written for the user: what was wrong and where. */
final class DeclineReasons {
    /** The hint added to every decline: an LLM reads what the planner cannot. */
    static final String CONFIGURE_LLM = "Configure an LLM to ask questions the planner cannot read: set "
            + "ASKDB_LLM_PROVIDER, ASKDB_LLM_MODEL and ASKDB_LLM_API_KEY.";

    private DeclineReasons() {
    }

    static String repair() {
        return "The keyword planner is deterministic: asked again it would write the same SQL, so it does "
                + "not repair failed SQL.";
    }

    static String write(String verb) {
        return "askdb only reads data: '" + verb + "' asks to change the database, and the planner never "
                + "writes SQL that modifies anything.";
    }

    static String notUnderstood(List<String> unknown, List<String> values, List<String> conditions) {
        List<String> parts = new ArrayList<>();
        if (!unknown.isEmpty()) {
            parts.add("I could not match " + quoted(unknown) + " to any table, column or value in this database");
        }
        List<String> all = new ArrayList<>(values);
        all.addAll(conditions);
        if (!all.isEmpty()) {
            parts.add((unknown.isEmpty() ? "I" : "and I") + " cannot apply conditions such as " + quoted(all));
        }
        return String.join(", ", parts) + ".";
    }

    static String nothingNamed() {
        return "I found no table or column of this database in the question.";
    }

    static String nothingToCompute(String named) {
        return "I found '" + named + "' but not what to compute: the planner counts, totals, averages, ranks "
                + "and lists (say 'how many', 'total', 'average', 'top 5' or 'list').";
    }

    static String ambiguous(String words, List<String> meanings) {
        return "'" + words + "' could mean " + joined(meanings, "or") + "; name the table too.";
    }

    static String noPath(String from, String to) {
        return "I found no foreign-key path of at most " + JoinPaths.MAX_HOPS + " joins from " + from + " to " + to
                + ", so I cannot relate them.";
    }

    static String manyPaths(String from, String to) {
        return from + " joins " + to + " in more than one way, and the question does not say which.";
    }

    static String notNumeric(String words, String column) {
        return "'" + words + "' read as " + column + " holds no numbers to aggregate.";
    }

    static String unused(String words) {
        return "I could not use '" + words + "' in this question.";
    }

    static String twoGroupings() {
        return "I can group by one thing at a time, and the question groups by more.";
    }

    static String sameTable(String table) {
        return "'" + table + "' is both what to count and what to group by.";
    }

    static String nothingToRank(String entity) {
        return "I could not tell what to rank " + entity + " by.";
    }

    static String noLabel(String table) {
        return table + " has no primary key or name-like column to show its rows by.";
    }

    /** @return 'a', 'b' and 'c' */
    static String quoted(List<String> words) {
        List<String> q = new ArrayList<>();
        for (String w : words) q.add("'" + w + "'");
        return joined(q, "and");
    }

    static String joined(List<String> items, String conjunction) {
        if (items.size() <= 1) return String.join("", items);
        return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " " + items.get(items.size() - 1);
    }
}

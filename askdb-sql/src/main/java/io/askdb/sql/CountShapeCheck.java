package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "How many customers ordered more than 3 items?" wants one number; a result of one row per
 * customer answers a different question. A question that asks per group ("per", "each",
 * "every", "by", "top 5", "respectively") may have many rows.
 */
final class CountShapeCheck implements CriticCheck {
    private static final Pattern COUNT_QUESTION = Pattern.compile("\\b(how many|number of|count)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern PER_GROUP = Pattern.compile("\\b(per|each|every|by|respectively|top \\d+|breakdown)\\b",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String name() {
        return "count-shape";
    }

    /** Read from the question's wording, not proved by the data: a doubt the generator may answer. */
    @Override
    public boolean conclusive() {
        return false;
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        String q = request.question();
        int rows = request.result().rowCount();
        if (rows <= 1 || !COUNT_QUESTION.matcher(q).find() || PER_GROUP.matcher(q).find()) return Optional.empty();
        return Optional.of("The question asks for a count (\"" + q + "\") but the SQL returned " + rows
                + (request.result().truncated() ? " or more" : "") + " rows instead of one number. Return a single count:"
                + " wrap the query as SELECT COUNT(*) FROM (<query>) AS matches, or count in the outer SELECT without"
                + " grouping by the counted items.");
    }
}

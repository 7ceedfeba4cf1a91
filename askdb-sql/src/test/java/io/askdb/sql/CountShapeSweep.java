package io.askdb.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs {@link CountShapeCheck} over the gold SQL of a Spider-format file (not a test): each gold
 * statement runs on its SQLite database ({@code database/<db_id>/<db_id>.sqlite} beside the file),
 * and the check sees the question (and, with {@code syn}, the Spider-Syn paraphrase) with the
 * gold result. Prints every flag as {@code db | question | rows | sql}, then the totals. Gold SQL
 * answers its question, so every flag is a false positive unless reading it shows the gold wrong.
 *
 * <p>With {@code uncounted}, it measures what the check still catches instead: every gold
 * {@code SELECT COUNT(*) FROM ...} without GROUP BY is run as {@code SELECT * FROM ...} (the
 * mistake of listing the rows a count was asked of), and each result of more than one row should
 * be flagged; it prints the ones that are not.
 *
 * <p>Run from the askdb-sql test class path:
 * {@code java io.askdb.sql.CountShapeSweep ../shared/data/spider-train/train.json [syn] [uncounted]}.
 */
final class CountShapeSweep {
    private static final int ROW_CAP = 1000;

    private CountShapeSweep() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        List<String> options = List.of(args).subList(1, args.length);
        boolean syn = options.contains("syn");
        boolean uncounted = options.contains("uncounted");
        java.util.regex.Pattern counted = java.util.regex.Pattern.compile("(?is)^\\s*select\\s+count\\s*\\(\\s*\\*\\s*\\)\\s+from\\b(?!.*\\bgroup\\s+by\\b).*");
        JsonNode all = new ObjectMapper().readTree(Files.readString(file));
        CountShapeCheck check = new CountShapeCheck();
        Catalog empty = new Catalog(Dialect.SQLITE, "main", List.of());
        int ran = 0;
        int flagged = 0;
        int failed = 0;
        int many = 0;
        for (JsonNode q : all) {
            String db = q.get("db_id").asText();
            String sql = q.get("query").asText();
            if (uncounted) {
                if (!counted.matcher(sql).matches()) continue;
                sql = sql.replaceFirst("(?i)count\\s*\\(\\s*\\*\\s*\\)", "*");
            }
            Path sqlite = file.resolveSibling("database").resolve(db).resolve(db + ".sqlite");
            ResultTable result;
            try {
                result = run(sqlite, sql);
            } catch (java.sql.SQLException e) {
                failed++;
                continue;
            }
            ran++;
            String question = syn && q.hasNonNull("question_syn") ? q.get("question_syn").asText() : q.get("question").asText();
            Optional<String> feedback = check.feedback(new CriticRequest(question, sql, result, null, empty), null);
            if (uncounted && result.rowCount() <= 1) continue;
            many++;
            if (feedback.isPresent() != uncounted) {
                flagged++;
                System.out.println(db + " | " + question + " | " + result.rowCount() + " | " + sql);
            }
        }
        System.out.println("ran " + ran + ", failed " + failed + (uncounted ? ", of " + many + " with many rows not flagged " : ", flagged ") + flagged);
    }

    private static ResultTable run(Path sqlite, String sql) throws java.sql.SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + sqlite); Statement s = c.createStatement()) {
            s.setQueryTimeout(10);
            try (ResultSet rs = s.executeQuery(sql)) {
                int n = rs.getMetaData().getColumnCount();
                List<ResultColumn> columns = new ArrayList<>();
                for (int i = 1; i <= n; i++) columns.add(new ResultColumn("c" + i, "", java.sql.Types.OTHER));
                List<List<Object>> rows = new ArrayList<>();
                while (rs.next() && rows.size() <= ROW_CAP) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= n; i++) row.add(rs.getString(i));
                    rows.add(row);
                }
                boolean cut = rows.size() > ROW_CAP;
                if (cut) rows.remove(rows.size() - 1);
                return new ResultTable(columns, rows, cut, 0);
            }
        }
    }
}

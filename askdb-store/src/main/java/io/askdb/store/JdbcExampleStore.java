package io.askdb.store;

import io.askdb.knowledge.Example;
import io.askdb.knowledge.ExampleStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Verified examples of one datasource kept in the store's {@code examples} table (migration V4),
 * so that every server replica on one PostgreSQL store retrieves the examples any of them added.
 * Obtain one with {@link JdbcHistoryStore#examples(String, Function)}.
 *
 * <p>Each {@link #find} reads the datasource's rows afresh (one indexed query; a store holds
 * hundreds of examples, not millions) and embeds only questions it has not seen, so an example
 * added by another replica is used on this one's next question. Retrieval follows askdb-knowledge's
 * JSONL store: cosine similarity of question embeddings, at least {@value #MIN_SIMILARITY}, and a
 * later example with the same question (ignoring case and runs of whitespace) replaces an earlier
 * one. Thread-safe.
 *
 * @since 0.2
 */
public final class JdbcExampleStore implements ExampleStore {
    /** Similarity floor, the same as askdb-knowledge's JSONL example store. */
    public static final double MIN_SIMILARITY = 0.5;

    private final JdbcHistoryStore store;
    private final String datasource;
    private final Function<String, float[]> embedder;
    private final Map<Long, float[]> vectors = new ConcurrentHashMap<>();

    JdbcExampleStore(JdbcHistoryStore store, String datasource, Function<String, float[]> embedder) {
        this.store = Objects.requireNonNull(store, "store");
        if (datasource == null || datasource.isBlank()) throw new IllegalArgumentException("datasource must not be blank");
        this.datasource = datasource;
        this.embedder = Objects.requireNonNull(embedder, "embedder");
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question is blank or k is below 1
     * @throws io.askdb.error.AskdbException INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public List<Example> find(String question, int k) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        if (k < 1) throw new IllegalArgumentException("k must be at least 1, was " + k);
        List<Row> rows = rows();
        if (rows.isEmpty()) return List.of();
        float[] asked = embedder.apply(question);
        List<Example> found = new ArrayList<>();
        for (Row row : rows) {
            double similarity = cosine(asked, vectors.computeIfAbsent(row.id(), id -> embedder.apply(row.question())));
            if (similarity >= MIN_SIMILARITY) found.add(new Example(row.question(), row.sql(), Math.min(1, similarity)));
        }
        found.sort(Comparator.comparingDouble(Example::similarity).reversed());
        return found.size() > k ? List.copyOf(found.subList(0, k)) : found;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question or the SQL is blank
     * @throws io.askdb.error.AskdbException INTERNAL, naming the store, when it cannot be written
     */
    @Override
    public void add(String question, String sql) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("sql must not be blank");
        // the same question with the same SQL is kept once, however often it is confirmed
        try (Connection c = store.dataSource().getConnection();
             PreparedStatement st = c.prepareStatement("INSERT INTO examples (created_at, datasource, question, sql) SELECT ?, ?, ?, ?"
                     + " WHERE NOT EXISTS (SELECT 1 FROM examples WHERE datasource = ? AND question = ? AND sql = ?)")) {
            st.setString(1, Instant.now().toString());
            st.setString(2, datasource);
            st.setString(3, question.strip());
            st.setString(4, sql.strip());
            st.setString(5, datasource);
            st.setString(6, question.strip());
            st.setString(7, sql.strip());
            st.executeUpdate();
        } catch (SQLException e) {
            throw StoreFaults.writeFailed(store.location(), e);
        }
    }

    /**
     * @return every example of this datasource, oldest first, one per question (the latest), each
     *         with similarity 0
     * @throws io.askdb.error.AskdbException INTERNAL, naming the store, when it cannot be read
     */
    public List<Example> all() {
        return rows().stream().map(r -> new Example(r.question(), r.sql(), 0)).toList();
    }

    /** @return the datasource's rows, the latest per question, in the order of their first appearance */
    private List<Row> rows() {
        Map<String, Row> latest = new LinkedHashMap<>();
        try (Connection c = store.dataSource().getConnection();
             PreparedStatement st = c.prepareStatement("SELECT id, question, sql FROM examples WHERE datasource = ? ORDER BY id")) {
            st.setString(1, datasource);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    Row row = new Row(rs.getLong(1), rs.getString(2), rs.getString(3));
                    latest.put(row.question().strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT), row);
                }
            }
        } catch (SQLException e) {
            throw StoreFaults.readFailed(store.location(), e);
        }
        return List.copyOf(latest.values());
    }

    private static double cosine(float[] a, float[] b) {
        if (a.length != b.length) return 0;
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : Math.max(0, dot / Math.sqrt(na * nb));
    }

    private record Row(long id, String question, String sql) {
    }
}

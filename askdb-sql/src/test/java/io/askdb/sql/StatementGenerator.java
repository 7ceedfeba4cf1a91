package io.askdb.sql;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.List;

/**
 * Builds one SQL statement from the fuzzer's data: a shape (a plausible query, a free mix of
 * pieces, a query followed by a dangerous statement, a CTE around anything, or a dangerous
 * statement alone) filled with {@link SqlPieces} and raw fuzzer strings. The same bytes always
 * build the same statement, so stored inputs replay exactly.
 */
final class StatementGenerator {
    private final String dir;

    /** @param dir the watched directory that replaces {@code @DIR@} in file-path pieces */
    StatementGenerator(String dir) {
        this.dir = dir;
    }

    String next(FuzzedDataProvider data) {
        int shape = data.consumeInt(0, 4);
        String sql;
        if (shape == 0) sql = query(data);
        else if (shape == 1) sql = mix(data, data.consumeInt(1, 14));
        else if (shape == 2) sql = query(data) + glue(data) + data.pickValue(SqlPieces.DANGEROUS) + maybe(data, SqlPieces.COMMENTS);
        else if (shape == 3) sql = "WITH c AS (" + (data.consumeBoolean() ? query(data) : data.pickValue(SqlPieces.DANGEROUS))
                + ")" + maybe(data, SqlPieces.COMMENTS) + " SELECT * FROM c" + noise(data);
        else sql = maybe(data, SqlPieces.COMMENTS) + data.pickValue(SqlPieces.DANGEROUS) + noise(data);
        return sql.replace("@DIR@", dir);
    }

    private String query(FuzzedDataProvider data) {
        StringBuilder sb = new StringBuilder(data.consumeBoolean() ? "SELECT " : data.pickValue(List.of("select ", "SELECT DISTINCT ",
                "/* q */ SELECT ", "EXPLAIN SELECT ", "(SELECT ", "SELECT\t", "TABLE ", "VALUES (")));
        sb.append(piece(data, SqlPieces.EXPRESSIONS));
        if (data.consumeBoolean()) sb.append(", ").append(piece(data, SqlPieces.EXPRESSIONS));
        sb.append(" FROM ").append(piece(data, SqlPieces.TABLES));
        if (data.consumeBoolean()) {
            sb.append(" WHERE ").append(piece(data, SqlPieces.EXPRESSIONS)).append(data.pickValue(List.of(" = ", " <> ", " LIKE ", " IN (")))
                    .append(piece(data, SqlPieces.EXPRESSIONS));
        }
        if (data.consumeBoolean()) sb.append(' ').append(data.pickValue(SqlPieces.KEYWORDS));
        return sb.append(noise(data)).toString();
    }

    private String mix(FuzzedDataProvider data, int pieces) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pieces && data.remainingBytes() > 0; i++) {
            int kind = data.consumeInt(0, 6);
            if (kind == 0) sb.append(data.pickValue(SqlPieces.KEYWORDS));
            else if (kind == 1) sb.append(data.pickValue(SqlPieces.EXPRESSIONS));
            else if (kind == 2) sb.append(data.pickValue(SqlPieces.TABLES));
            else if (kind == 3) sb.append(data.pickValue(SqlPieces.DANGEROUS));
            else if (kind == 4) sb.append(data.pickValue(SqlPieces.COMMENTS));
            else if (kind == 5) sb.append(data.pickValue(SqlPieces.GLUE));
            else sb.append(data.consumeString(12));
            sb.append(data.consumeBoolean() ? " " : "");
        }
        return sb.toString();
    }

    private String piece(FuzzedDataProvider data, List<String> from) {
        return data.consumeInt(0, 9) == 0 ? data.consumeString(10) : data.pickValue(from);
    }

    private String noise(FuzzedDataProvider data) {
        int kind = data.consumeInt(0, 5);
        if (kind == 0) return " " + data.pickValue(SqlPieces.COMMENTS);
        if (kind == 1) return data.pickValue(SqlPieces.GLUE) + data.consumeString(16);
        if (kind == 2) return glue(data) + data.pickValue(SqlPieces.DANGEROUS);
        return "";
    }

    private static String glue(FuzzedDataProvider data) {
        return data.consumeBoolean() ? "; " : data.pickValue(SqlPieces.GLUE) + data.pickValue(SqlPieces.COMMENTS);
    }

    private static String maybe(FuzzedDataProvider data, List<String> from) {
        return data.consumeBoolean() ? data.pickValue(from) : "";
    }
}

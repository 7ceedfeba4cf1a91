package io.askdb.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;

/**
 * One question of the clarification calibration, with the reply the replayed model gives.
 *
 * @param kind          the set it belongs to, e.g. {@code clear}, {@code clear.syn}, {@code ambiguous.columns}; not blank
 * @param db            the Spider database; not blank
 * @param question      the question asked; not blank
 * @param sql           the SQL of the reply (the gold SQL for the clear set); not blank
 * @param terms         the reply's {@code ambiguous_terms}; not null
 * @param confidence    the reply's self-rated confidence, 0-100
 * @param clarification the reply's {@code clarification}, or empty
 * @param expectAsk     true when askdb should ask a clarifying question, false when it should answer
 */
record CalibrationCase(String kind, String db, String question, String sql, List<String> terms, int confidence,
                       String clarification, boolean expectAsk) {
    private static final ObjectMapper JSON = new ObjectMapper();

    CalibrationCase {
        if (kind == null || kind.isBlank()) throw new IllegalArgumentException("CalibrationCase.kind must not be blank");
        if (db == null || db.isBlank()) throw new IllegalArgumentException("CalibrationCase.db must not be blank");
        if (question == null || question.isBlank()) throw new IllegalArgumentException("CalibrationCase.question must not be blank");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("CalibrationCase.sql must not be blank");
        terms = List.copyOf(Objects.requireNonNull(terms, "CalibrationCase.terms"));
        if (confidence < 0 || confidence > 100) throw new IllegalArgumentException("CalibrationCase.confidence must be 0-100");
        clarification = clarification == null ? "" : clarification;
    }

    /** @return this case with another SQL in its reply */
    CalibrationCase withSql(String other) {
        return new CalibrationCase(kind, db, question, other, terms, confidence, clarification, expectAsk);
    }

    /** @return the model's reply as {@code LlmSqlGenerator} asks for it (JSON with sql, terms, confidence, clarification) */
    String reply() {
        ObjectNode node = JSON.createObjectNode().put("sql", sql).put("reasoning", "replayed by askdb calibration");
        node.putArray("assumptions");
        node.putArray("tables_used");
        terms.forEach(node.putArray("ambiguous_terms")::add);
        node.put("confidence", confidence).put("clarification", clarification);
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("The replayed reply could not be written as JSON: " + e.getOriginalMessage(), e);
        }
    }
}

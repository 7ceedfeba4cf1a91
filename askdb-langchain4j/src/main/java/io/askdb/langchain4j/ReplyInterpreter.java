package io.askdb.langchain4j;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.Usage;
import java.util.List;
import java.util.Optional;

/**
 * Reads one model reply: the requested JSON when present (its "sql" field cleaned by the
 * extractor), otherwise SQL extracted from free text. The result holds every statement found,
 * so that the caller can re-ask when there are several.
 */
final class ReplyInterpreter {
    private static final int MAX_FREE_TEXT_REASON = 400;

    private final ModelReplyParser parser = new ModelReplyParser();
    private final SqlExtractor extractor = new SqlExtractor();

    /**
     * What a reply says.
     *
     * @param statements the statements found: none (a decline), one, or several alternatives
     * @param reply      the structured fields, empty ones for a free-text reply
     * @param freeText   the reply text when it was not JSON, else empty
     */
    record Reading(List<String> statements, ModelReply reply, String freeText) {
        /**
         * @return a candidate for one statement (with the model's clarifying question, if any), a
         *         decline for none (its clarifying question, if any, as the suggestion); not for several
         */
        Generation toGeneration(Usage usage) {
            if (statements.size() > 1) throw new IllegalStateException("several statements need a re-ask, not a generation");
            if (statements.size() == 1) {
                return new CandidateSql(statements.get(0), reply.reasoning(), reply.assumptions(), reply.tablesUsed(),
                        reply.ambiguousTerms(), reply.confidence(), usage, reply.clarification());
            }
            return new Declined(declineReason(), reply.clarification().isEmpty() ? List.of() : List.of(reply.clarification()), usage);
        }

        private String declineReason() {
            if (!reply.reasoning().isBlank()) return reply.reasoning();
            String text = freeText.strip();
            if (text.isEmpty()) return "The model returned no SQL and no explanation for this question.";
            if (text.length() > MAX_FREE_TEXT_REASON) text = text.substring(0, MAX_FREE_TEXT_REASON) + "...";
            return "The model wrote no SQL for this question. It said: " + text;
        }
    }

    /** @return what the reply text says */
    Reading read(String text) {
        Optional<ModelReply> structured = parser.parse(text);
        if (structured.isPresent()) {
            ModelReply reply = structured.get();
            if (reply.sql().isEmpty()) return new Reading(List.of(), reply, "");
            List<String> statements = extractor.extract(reply.sql());
            return new Reading(statements.isEmpty() ? List.of(stripSemicolons(reply.sql())) : statements, reply, "");
        }
        return new Reading(extractor.extract(text), ModelReply.NONE, text == null ? "" : text);
    }

    private static String stripSemicolons(String sql) {
        String s = sql.strip();
        while (s.endsWith(";")) s = s.substring(0, s.length() - 1).strip();
        return s.isEmpty() ? sql.strip() : s;
    }
}

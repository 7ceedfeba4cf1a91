package io.askdb.mcp;

import io.askdb.Answer;
import io.askdb.Question;
import io.askdb.Status;
import io.askdb.json.AnswerJson;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * {@code ask}: a question in plain language through askdb's whole pipeline (the same
 * {@link io.askdb.TextToSql#ask(Question)} as {@code askdb ask}), in a conversation so that a
 * follow-up can pass {@code conversation_id} back.
 */
final class AskTool implements AskdbTool {
    /** A conversation id as {@code askdb ask --conversation} accepts it. */
    private static final Pattern CONVERSATION_ID = Pattern.compile("[\\p{Graph}&&[^\"'`\\\\]]{1,128}");

    private final Datasources datasources;

    AskTool(Datasources datasources) {
        this.datasources = datasources;
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("ask").title("Ask the database a question")
                .description("Answer a question about the data in plain language. askdb writes one read-only SQL query,"
                        + " checks it, runs it with a row cap and explains the result. Returns JSON: status (answered,"
                        + " refused, unanswerable, clarification_needed, failed), answer (the explanation, or the reason),"
                        + " sql, columns, rows (at most the first " + AnswerPayload.MAX_ROWS + "), row_count, truncated and"
                        + " conversation_id. For a follow-up such as 'and only in 2024?' pass the conversation_id back."
                        + " Prefer this tool over run_sql unless you need exact SQL.")
                .inputSchema(new InputSchema()
                        .text("question", "The question, e.g. 'How many customers are there in Brazil?'", true)
                        .text("conversation_id", "The conversation_id of an earlier answer, to ask a follow-up; leave it out"
                                + " to start a new conversation.", false)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        String question = args.text("question");
        String conversation = args.optionalText("conversation_id");
        if (conversation != null && !CONVERSATION_ID.matcher(conversation).matches()) {
            throw new ToolFailure("ask: conversation_id must be 1 to 128 characters without spaces or quotes, was '"
                    + conversation + "'. Pass back the conversation_id of an earlier answer, or leave it out.");
        }
        String id = conversation != null ? conversation : UUID.randomUUID().toString();
        Answer answer = ds.askdb().ask(Question.of(question).inConversation(id).by(args.caller(ds)));
        AnswerJson payload = AnswerPayload.of(answer).inConversation(id);
        if (answer.status() == Status.ANSWERED) return ToolOutput.json(payload);
        if (answer.status() == Status.CLARIFICATION_NEEDED) {
            return ToolOutput.noted("askdb needs a clarification before it can answer: " + answer.clarification()
                    + " Ask the user, then call ask again with their reply as the question and conversation_id '"
                    + payload.conversationId() + "'.", payload);
        }
        return ToolOutput.error(whatToDo(answer), payload);
    }

    private static String whatToDo(Answer a) {
        String joined = String.join("; ", a.suggestions());
        String suggestions = joined.isEmpty() ? "" : " Suggestions: " + joined + (joined.matches("(?s).*[.?!]$") ? "" : ".");
        if (a.status() == Status.REFUSED) {
            return "askdb refused the query: " + a.text() + " askdb only runs one read-only query on known tables;"
                    + " rephrase the question as a request to read data." + suggestions;
        }
        if (a.status() == Status.UNANSWERABLE) {
            return "askdb could not answer this from the database: " + a.text() + " Call list_tables or search_schema to"
                    + " see what the data holds, then ask a question it can answer, or write the SQL with run_sql."
                    + suggestions;
        }
        return "The question failed: " + a.text() + " Rephrase it more concretely (name the table or column), or write"
                + " the SQL yourself and call run_sql." + suggestions;
    }
}

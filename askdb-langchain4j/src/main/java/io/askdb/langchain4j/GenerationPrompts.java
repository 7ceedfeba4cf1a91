package io.askdb.langchain4j;


import io.askdb.dialect.Dialect;
import io.askdb.generation.Attempt;
import io.askdb.generation.GenerationRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders the prompts from the templates under {@code prompts/}: the system prompt (dialect and
 * its rules, data blocks, the output format), the user prompt (question, schema, and only when
 * present: join paths, stored values, evidence, knowledge passages, examples, and for a repair the
 * failed attempts with their exact errors), and the re-ask sent when a reply held several
 * statements.
 */
final class GenerationPrompts {
    static final String SYSTEM = "prompts/generate-system.txt";
    static final String USER = "prompts/generate-user.txt";
    static final String REASK = "prompts/reask-user.txt";

    private final PromptTemplate system = PromptTemplate.load(SYSTEM);
    private final PromptTemplate user = PromptTemplate.load(USER);
    private final PromptTemplate reask = PromptTemplate.load(REASK);
    private final LinkedSchemaRenderer linked = new LinkedSchemaRenderer();

    /** @return the classpath resource holding a dialect's quoting and date rules */
    static String dialectRulesResource(Dialect dialect) {
        return "prompts/dialects/" + dialect.name().toLowerCase(Locale.ROOT) + ".txt";
    }

    /** @return the system prompt for a dialect */
    String system(Dialect dialect) {
        return system.render(Map.of(
                "dialect", dialect.displayName(),
                "dialect_rules", PromptTemplate.read(dialectRulesResource(dialect)),
                "quote_example", dialect.quote("Order Details")));
    }

    /** @return the user prompt: the question, the selected schema and its grounding, plus the failed attempts for a repair */
    String user(GenerationRequest request, SchemaSelection selection) {
        Map<String, String> values = new HashMap<>();
        values.put("question", request.question().strip());
        values.put("dialect", request.catalog().dialect().displayName());
        values.put("shown_tables", String.valueOf(selection.tables().size()));
        values.put("total_tables", String.valueOf(selection.totalTables()));
        values.put("selection_note", selection.note());
        values.put("schema", selection.schemaText());
        values.put("joins", linked.joins(request.catalog(), request.linked(), selection));
        values.put("stored_values", linked.values(request.catalog(), request.linked(), selection));
        values.put("evidence", GroundingText.evidence(request.evidence()));
        values.put("knowledge", GroundingText.knowledge(request.knowledge()));
        values.put("examples", GroundingText.examples(request.examples()));
        values.put("attempts", attempts(request.failed()));
        return user.render(values);
    }

    /** @return the message asking for exactly one statement after a reply held {@code statements} of them */
    String reask(int statements) {
        return reask.render(Map.of("statement_count", String.valueOf(statements)));
    }

    private static String attempts(List<Attempt> failed) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < failed.size(); i++) {
            Attempt a = failed.get(i);
            if (i > 0) out.append("\n\n");
            out.append("Attempt ").append(i + 1).append(":\nSQL: ").append(a.sql().strip())
                    .append("\nError: ").append(a.error() == null ? "(no message)" : a.error().strip());
        }
        return out.toString();
    }
}

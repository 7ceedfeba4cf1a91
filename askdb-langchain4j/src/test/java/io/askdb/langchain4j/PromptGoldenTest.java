package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.conversation.Turn;
import io.askdb.dialect.Dialect;
import io.askdb.generation.Attempt;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.prompt.PromptSchema;
import io.askdb.prompt.SchemaRenderer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PromptGoldenTest {
    private static final Path PROMPTS = Path.of("src", "main", "resources", "prompts");
    private static final O200kTokenCounter O200K = new O200kTokenCounter();
    private final GenerationPrompts prompts = new GenerationPrompts();

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void should_render_the_system_prompt_as_in_the_golden_file_when_given_each_dialect(Dialect dialect) {
        GoldenFiles.assertMatches("generate-system-" + dialect.name().toLowerCase(Locale.ROOT), prompts.system(dialect));
    }

    @Test
    void should_render_the_user_prompt_as_in_the_golden_file_when_given_the_music_catalog() {
        Catalog catalog = TestCatalogs.music(Dialect.SQLITE);
        GenerationRequest request = new GenerationRequest("Which genre has the most tracks?", catalog, List.of());
        GoldenFiles.assertMatches("generate-user", prompts.user(request, whole(catalog, request)));
    }

    @Test
    void should_render_the_repair_prompt_as_in_the_golden_file_when_given_two_failed_attempts() {
        Catalog catalog = TestCatalogs.music(Dialect.POSTGRESQL);
        GenerationRequest request = new GenerationRequest("Which genre has the most tracks?", catalog, List.of(
                new Attempt("SELECT Name FROM Genre", "ERROR: relation \"genre\" does not exist"),
                new Attempt("SELECT g.\"Name\" FROM \"Genre\" g JOIN \"Track\" t ON t.\"GenreId\" = g.\"GenreId\" GROUP BY 1;\nDELETE FROM \"Track\"",
                        "Refused: more than one statement; askdb runs exactly one read-only query")));
        GoldenFiles.assertMatches("generate-user-repair", prompts.user(request, whole(catalog, request)));
    }

    @Test
    void should_render_the_linked_prompt_as_in_the_golden_file_when_every_grounding_is_present() {
        GoldenFiles.assertMatches("generate-user-linked", prompts.user(Grounding.fullRequest(), Grounding.linkedSelection()));
    }

    @Test
    void should_render_a_table_short_of_room_with_its_key_and_a_note_when_the_budget_holds_only_part_of_it() {
        LinkedSchema linked = new LinkedSchema(List.of(
                new LinkedTable(Grounding.TRACK, 2.0, List.of("TrackId", "GenreId", "Track Name", "Unit Price"), 2),
                new LinkedTable(Grounding.GENRE, 1.0, List.of("GenreId", "Name"), 1)));
        int whole = PromptSchema.fit(Grounding.MUSIC, linked, 100_000, O200K).tokens();
        int genreName = whole - PromptSchema.fit(Grounding.MUSIC, new LinkedSchema(List.of(linked.tables().get(0),
                new LinkedTable(Grounding.GENRE, 1.0, List.of("GenreId"), 1))), 100_000, O200K).tokens();

        SchemaSelection selection = new LinkedSchemaRenderer(whole - genreName / 2, O200K).select(Grounding.MUSIC, linked).orElseThrow();

        assertThat(O200K.count(selection.schemaText())).isLessThanOrEqualTo(whole - genreName / 2);
        GoldenFiles.assertMatches("schema-budget", selection.schemaText());
    }

    @Test
    void should_render_the_critic_prompts_as_in_the_golden_files_when_the_result_has_25_rows() {
        LlmCritic critic = new LlmCritic(new ScriptedChatModel(), "test/scripted");
        GoldenFiles.assertMatches("critic-system", critic.systemPrompt(Grounding.criticRequest(Grounding.rows(25, false))));
        GoldenFiles.assertMatches("critic-user-25-rows", critic.userPrompt(Grounding.criticRequest(Grounding.rows(25, false))));
    }

    @Test
    void should_render_the_critic_prompt_as_in_the_golden_file_when_the_result_is_empty() {
        LlmCritic critic = new LlmCritic(new ScriptedChatModel(), "test/scripted");
        GoldenFiles.assertMatches("critic-user-empty", critic.userPrompt(Grounding.criticRequest(Grounding.rows(0, false))));
    }

    @Test
    void should_render_the_rewrite_prompts_as_in_the_golden_files_when_given_two_earlier_turns() {
        LlmFollowUpRewriter rewriter = new LlmFollowUpRewriter(new ScriptedChatModel(), "test/scripted");
        GoldenFiles.assertMatches("rewrite-system", rewriter.systemPrompt());
        GoldenFiles.assertMatches("rewrite-user", rewriter.userPrompt("and only for 2024?", List.of(
                new Turn("How many invoices were there per country?", "SELECT 1"),
                new Turn("Which country had the most invoices?", null))));
    }

    @Test
    void should_render_the_reask_prompt_as_in_the_golden_file_when_two_statements_came_back() {
        GoldenFiles.assertMatches("reask-user", prompts.reask(2));
    }

    @Test
    void should_render_identifiers_with_backticks_as_in_the_golden_file_when_the_dialect_is_mysql() {
        Catalog catalog = TestCatalogs.music(Dialect.MYSQL);
        GoldenFiles.assertMatches("schema-mysql", new SchemaRenderer(catalog).render(catalog.tables()));
    }

    @Test
    void should_have_a_golden_file_when_a_template_or_dialect_rule_file_exists() throws IOException {
        List<String> missing;
        try (Stream<Path> files = Files.walk(PROMPTS)) {
            missing = files.filter(p -> p.toString().endsWith(".txt"))
                    .map(p -> p.getParent().getFileName().toString().equals("dialects")
                            ? "generate-system-" + p.getFileName() : p.getFileName().toString())
                    .filter(name -> !hasGolden(name))
                    .toList();
        }
        assertThat(missing).as("templates without a golden file in %s", GoldenFiles.DIR).isEmpty();
    }

    private static boolean hasGolden(String templateFile) {
        String stem = templateFile.substring(0, templateFile.length() - ".txt".length());
        if (Files.exists(GoldenFiles.DIR.resolve(templateFile))) return true;
        try (Stream<Path> goldens = Files.list(GoldenFiles.DIR)) {
            return goldens.anyMatch(g -> g.getFileName().toString().startsWith(stem + "-") && g.toString().endsWith(".txt"));
        } catch (IOException e) {
            return false;
        }
    }

    private static SchemaSelection whole(Catalog catalog, GenerationRequest request) {
        return new SchemaSelector(30, 24_000).select(catalog, request.question());
    }
}

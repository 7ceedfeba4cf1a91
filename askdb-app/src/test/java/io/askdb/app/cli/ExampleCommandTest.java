package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExampleCommandTest {
    @TempDir
    Path dir;

    @Test
    void should_add_the_example_when_its_sql_runs() throws Exception {
        Path file = dir.resolve("examples.jsonl");

        CliRun run = CliRun.run(dir, "--examples-path", file.toString(), "example", "--question", "How many genres are there?",
                "--sql", "SELECT COUNT(*) FROM Genre");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo("Added to " + file + " (the SQL ran and returned 1 row).\n");
        assertThat(Files.readString(file)).contains("\"question\":\"How many genres are there?\"")
                .contains("\"sql\":\"SELECT COUNT(*) FROM Genre\"");
    }

    @Test
    void should_not_add_the_example_and_exit_3_when_the_guard_refuses_its_sql() {
        Path file = dir.resolve("examples.jsonl");

        CliRun run = CliRun.run(dir, "--examples-path", file.toString(), "example", "--question", "Remove genres",
                "--sql", "DELETE FROM Genre");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).startsWith("askdb: the example was not added, because its SQL did not run: ");
        assertThat(file).doesNotExist();
    }

    @Test
    void should_exit_2_naming_the_setting_when_no_examples_file_is_configured() {
        CliRun run = CliRun.run(dir, "example", "--question", "How many genres?", "--sql", "SELECT COUNT(*) FROM Genre");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--examples-path FILE");
    }

    @Test
    void should_exit_2_naming_the_setting_when_the_knowledge_folder_does_not_exist_even_for_the_planner() {
        CliRun run = CliRun.run(dir, "--knowledge-dir", dir.resolve("nope").toString(), "ask", "How many genres are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("askdb: The knowledge folder " + dir.resolve("nope") + " does not exist (askdb.knowledge.dir"
                + " / ASKDB_KNOWLEDGE_DIR / --knowledge-dir): point it at the folder of Markdown documents about this database.\n");
    }
}

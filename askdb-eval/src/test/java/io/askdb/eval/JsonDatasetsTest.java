package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonDatasetsTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void should_read_bird_records_when_question_id_is_given_or_not() throws IOException {
        Path file = write("dev.json", """
                [{"question_id": 7, "db_id": "california_schools", "question": "How many schools?",
                  "evidence": " Eligible free rate = Free / Enrollment ", "SQL": "SELECT COUNT(*) FROM schools", "difficulty": "simple"},
                 {"db_id": "card_games", "question": "Which cards?", "evidence": "", "SQL": "SELECT name FROM cards"}]
                """);
        List<EvalQuestion> qs = DatasetReader.read(file, DatasetFormat.BIRD);
        assertThat(qs).containsExactly(
                new EvalQuestion("7", "california_schools", "How many schools?", "Eligible free rate = Free / Enrollment",
                        List.of("SELECT COUNT(*) FROM schools"), Map.of("difficulty", "simple"), List.of()),
                new EvalQuestion("1", "card_games", "Which cards?", "", List.of("SELECT name FROM cards"), Map.of(), List.of()));
    }

    @Test
    void should_keep_table_part_when_beaver_gold_tables_have_separator() throws IOException {
        Path file = write("dev_dw.json", """
                [{"question": "Which rooms?", "db_id": "dw", "sql": "SELECT * FROM FCLT_ROOMS a JOIN BUILDINGS b ON 1=1",
                  "oracle_sql": "x", "gold_tables": ["dw#sep#FCLT_ROOMS", "dw#sep#BUILDINGS"], "mapping": {}}]
                """);
        assertThat(DatasetReader.read(file, DatasetFormat.BEAVER)).containsExactly(new EvalQuestion("0", "dw", "Which rooms?", "",
                List.of("SELECT * FROM FCLT_ROOMS a JOIN BUILDINGS b ON 1=1"), Map.of(), List.of("FCLT_ROOMS", "BUILDINGS")));
    }

    @Test
    void should_name_record_and_field_when_spider_query_is_missing() throws IOException {
        Path file = write("dev.json", "[{\"db_id\":\"a\",\"question\":\"q\",\"query\":\"SELECT 1\"},{\"db_id\":\"a\",\"question\":\"q\"}]");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.SPIDER))
                .isInstanceOf(AskdbException.class)
                .hasMessage("dev.json record 2: field \"query\" is missing; each record needs db_id, question and query.");
    }

    @Test
    void should_name_record_when_element_is_not_an_object() throws IOException {
        Path file = write("dev.json", "[\"SELECT 1\"]");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.BIRD))
                .hasMessage("dev.json record 1: expected a JSON object, found a string; each record needs db_id, question and SQL.");
    }

    @Test
    void should_give_line_and_column_when_json_is_broken() throws IOException {
        Path file = write("dev.json", "[\n{\"db_id\": \"a\",\n \"question\" \"q\"}]");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.SPIDER))
                .hasMessageStartingWith("dev.json line 3, column 13: not valid JSON (Unexpected character")
                .hasMessageEndingWith("; fix the file or re-download it.");
    }

    @Test
    void should_read_jsonl_when_lines_have_alternatives_tags_comments_and_blanks() throws IOException {
        Path file = write("golden.jsonl", """
                // askdb golden questions
                {"question": "How many artists?", "sql": "SELECT COUNT(*) FROM Artist", "db": "chinook"}

                {"id": "top", "question": "Top genre?", "sql": ["SELECT 1", " ", "SELECT 2"], "db": "chinook", \
                "evidence": "by tracks", "tags": {"category": "order_by", "level": 2}}
                """);
        assertThat(DatasetReader.read(file, DatasetFormat.JSONL)).containsExactly(
                new EvalQuestion("2", "chinook", "How many artists?", "", List.of("SELECT COUNT(*) FROM Artist"), Map.of(), List.of()),
                new EvalQuestion("top", "chinook", "Top genre?", "by tracks", List.of("SELECT 1", "SELECT 2"),
                        Map.of("category", "order_by", "level", "2"), List.of()));
    }

    @Test
    void should_say_what_each_line_needs_when_jsonl_sql_is_missing() throws IOException {
        Path file = write("questions.jsonl", "\n".repeat(6) + "{\"question\": \"q\", \"db\": \"d\"}\n");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL))
                .isInstanceOf(AskdbException.class)
                .hasMessage("questions.jsonl line 7: field \"sql\" is missing; each line needs question, sql and db.");
    }

    @Test
    void should_name_type_when_jsonl_field_has_wrong_type() throws IOException {
        Path file = write("questions.jsonl", "{\"question\": \"q\", \"db\": \"d\", \"sql\": \"SELECT 1\", \"tags\": [\"a\"]}");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL)).hasMessage("questions.jsonl line 1: field \"tags\""
                + " must be an object of strings such as {\"category\": \"join\"}, found an array.");
    }

    @Test
    void should_refuse_when_jsonl_line_is_not_one_object() throws IOException {
        Path file = write("questions.jsonl", "{\"question\": \"q\", \"db\": \"d\", \"sql\": \"SELECT 1\"} {}\n");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL))
                .hasMessageStartingWith("questions.jsonl line 1: not valid JSON (")
                .hasMessageEndingWith("); each line must be one JSON object such as {\"question\": \"...\", \"sql\": \"...\", \"db\": \"...\"}.");
    }

    @Test
    void should_refuse_when_jsonl_ids_repeat() throws IOException {
        Path file = write("questions.jsonl", """
                {"id": "a", "question": "q", "db": "d", "sql": "SELECT 1"}
                {"id": "a", "question": "r", "db": "d", "sql": "SELECT 2"}
                """);
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL))
                .hasMessage("questions.jsonl line 2: id \"a\" is already used on line 1; give every question its own id.");
    }

    @Test
    void should_say_field_is_empty_when_question_is_blank() throws IOException {
        Path file = write("questions.jsonl", "{\"question\": \"  \", \"db\": \"d\", \"sql\": \"SELECT 1\"}");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL))
                .hasMessage("questions.jsonl line 1: field \"question\" is empty; each line needs question, sql and db.");
    }

    @Test
    void should_give_one_message_when_dataset_file_is_missing() {
        Path file = dir.resolve("missing.jsonl");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.JSONL))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Dataset file " + file.toAbsolutePath() + " does not exist. Check the path given to --dataset.");
    }
}

package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasetFormatTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void should_tell_format_from_extension_when_csv_or_jsonl() {
        assertThat(DatasetFormat.detect(dir.resolve("questions_gen_sqlite.csv"))).isEqualTo(DatasetFormat.DEFOG);
        assertThat(DatasetFormat.detect(dir.resolve("golden.JSONL"))).isEqualTo(DatasetFormat.JSONL);
    }

    @Test
    void should_tell_json_formats_from_first_record_when_json() throws IOException {
        assertThat(DatasetFormat.detect(write("bird.json", "[{\"db_id\":\"a\",\"question\":\"q\",\"evidence\":\"\",\"SQL\":\"SELECT 1\"}]")))
                .isEqualTo(DatasetFormat.BIRD);
        assertThat(DatasetFormat.detect(write("bird2.json", "[{\"db_id\":\"a\",\"difficulty\":\"simple\"}]"))).isEqualTo(DatasetFormat.BIRD);
        assertThat(DatasetFormat.detect(write("beaver.json", "[{\"db_id\":\"dw\",\"sql\":\"SELECT 1\",\"gold_tables\":[]}]")))
                .isEqualTo(DatasetFormat.BEAVER);
        assertThat(DatasetFormat.detect(write("dev.json", "[{\"db_id\":\"a\",\"query\":\"SELECT 1\",\"question\":\"q\"}, 3]")))
                .isEqualTo(DatasetFormat.SPIDER);
    }

    @Test
    void should_suggest_format_flag_when_json_record_is_unknown() throws IOException {
        Path file = write("odd.json", "[{\"text\":\"q\"}]");
        assertThatThrownBy(() -> DatasetFormat.detect(file))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Cannot tell the dataset format of " + file + ": its first record has none of the fields evidence,"
                        + " difficulty, gold_tables, or query with db_id. Use --format with one of: spider, bird, defog, beaver, jsonl.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_refuse_when_extension_is_unknown() {
        Path file = dir.resolve("questions.txt");
        assertThatThrownBy(() -> DatasetFormat.detect(file)).hasMessage("Cannot tell the dataset format of " + file
                + ": its name does not end in .json, .jsonl or .csv. Use --format with one of: spider, bird, defog, beaver, jsonl.");
    }

    @Test
    void should_say_not_an_array_when_json_is_an_object() throws IOException {
        Path file = write("tables.json", "{\"a\": 1}");
        assertThatThrownBy(() -> DatasetFormat.detect(file)).hasMessageContaining(": it is not a JSON array. Use --format");
    }

    @Test
    void should_name_missing_file_when_json_does_not_exist() {
        Path file = dir.resolve("nope.json");
        assertThatThrownBy(() -> DatasetFormat.detect(file))
                .hasMessage("Dataset file " + file.toAbsolutePath() + " does not exist. Check the path given to --dataset.");
    }

    @Test
    void should_find_format_by_name_when_case_differs() {
        assertThat(DatasetFormat.fromName(" Bird ")).isEqualTo(DatasetFormat.BIRD);
        assertThat(DatasetFormat.fromName("jsonl")).isEqualTo(DatasetFormat.JSONL);
    }

    @Test
    void should_list_names_when_format_name_is_unknown() {
        assertThatThrownBy(() -> DatasetFormat.fromName("sqleval"))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Unknown dataset format 'sqleval'. Use --format with one of: spider, bird, defog, beaver, jsonl.");
    }
}

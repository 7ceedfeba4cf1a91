package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The clarification calibration on a small Spider-shaped folder written here (no Spider data is read). */
class CalibrationTest {
    @TempDir
    static Path spider;
    static Path file;

    @BeforeAll
    static void write() throws Exception {
        file = Calibration.sqlite(spider, "school");
        Files.createDirectories(file.getParent());
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE student (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, age INTEGER,"
                    + " home_city TEXT, term_city TEXT)");
            st.execute("INSERT INTO student VALUES (1,'Ann','Lee',20,'Leeds','York'),(2,'Bob','Ray',22,'York','York'),"
                    + "(3,'Cy','Lu',19,'Hull','Leeds')");
        }
        Files.writeString(spider.resolve("train.json"), """
                [{"db_id": "school", "question": "List the first names of students in descending order of age.",
                  "question_syn": "List the given names of pupils in descending order of age.",
                  "query": "SELECT first_name FROM student ORDER BY age DESC"},
                 {"db_id": "school", "question": "How many students live in \\"York\\"?", "question_syn": "",
                  "query": "SELECT count(*) FROM student WHERE home_city = \\"York\\""}]
                """);
    }

    @Test
    void should_answer_every_clear_question_and_its_paraphrase_when_replayed_with_the_gold_sql() {
        List<CalibrationCase> cases = ClearCases.sample(spider, 1, 10, 15);

        String report = new Calibration(spider, spider.resolve("index")).report(cases, line -> { });

        assertThat(cases).hasSize(3);
        assertThat(cases).extracting(CalibrationCase::confidence).allMatch(c -> c >= 60 && c <= 95);
        assertThat(report).contains("Not as expected (0):");
    }

    @Test
    void should_build_a_columns_choice_a_value_choice_and_a_one_reading_near_miss_from_the_schema_and_data() {
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file.toString(), null), CatalogOptions.DEFAULT).catalog();

        List<CalibrationCase> cases = AmbiguousCases.build(Map.of("school", catalog), Map.of("school", file), 5, 15);

        assertThat(cases).extracting(CalibrationCase::kind, CalibrationCase::question).contains(
                org.assertj.core.groups.Tuple.tuple("ambiguous.columns", "List the name of every student."),
                org.assertj.core.groups.Tuple.tuple("ambiguous.columns", "List the city of every student."),
                org.assertj.core.groups.Tuple.tuple("one.reading", "List the age of every student."),
                org.assertj.core.groups.Tuple.tuple("ambiguous.value", "List the student with Leeds."),
                org.assertj.core.groups.Tuple.tuple("askdb.value", "List the student with Leeds."));
        String report = new Calibration(spider, spider.resolve("index2")).report(cases, line -> { });
        assertThat(report).contains("Not as expected (0):");
    }

    @Test
    void should_write_double_quoted_text_in_single_quotes_as_a_repair_would() {
        assertThat(Calibration.singleQuoted("SELECT \"name\" FROM t WHERE city = \"O'Hare\" OR kind IN (\"a\", \"b\")"))
                .isEqualTo("SELECT \"name\" FROM t WHERE city = 'O''Hare' OR kind IN ('a', 'b')");
    }
}

package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.confidence.ChoiceFinder;
import io.askdb.confidence.ConfidenceInput;
import io.askdb.confidence.RealChoice;
import io.askdb.dialect.Dialect;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.ValueMatch;
import io.askdb.validation.QueryShape;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChoiceFinderTest {
    private static final TableId STUDENT = new TableId("main", "Student");
    private static final TableId ENROLMENT = new TableId("main", "Enrolment");
    private static final Catalog CATALOG = new Catalog(Dialect.SQLITE, "main", List.of(
            new Table(STUDENT, Table.Kind.TABLE, "", List.of(text("StuID", List.of()), text("first_name", List.of()),
                    text("last_name", List.of()), text("age", List.of()),
                    text("home_city", List.of("London", "Leeds")), text("term_city", List.of("London", "York"))),
                    List.of("StuID"), List.of(), 10),
            new Table(ENROLMENT, Table.Kind.TABLE, "", List.of(text("StuID", List.of()), text("course", List.of())),
                    List.of(), List.of(new ForeignKey(null, List.of("StuID"), STUDENT, List.of("StuID"))), 30)));

    private static Column text(String name, List<String> samples) {
        return new Column(name, "TEXT", Types.VARCHAR, true, null, samples);
    }

    private static List<RealChoice> find(String question, List<String> terms, QueryShape shape, LinkedSchema linked) {
        CandidateSql c = new CandidateSql("SELECT 1", "", List.of(), List.of(), terms, 40, Usage.NONE, "");
        return new ChoiceFinder().find(question, CATALOG, new ConfidenceInput(c, shape, linked, List.of()));
    }

    private static QueryShape reads(String... columns) {
        return new QueryShape(List.of(STUDENT), List.of(columns), 0, 0, 0, false);
    }

    @ParameterizedTest
    @ValueSource(strings = {"in reversed lexicographical order", "sorted by name", "in descending order", "with their ids",
            "ordered by age", "alphabetically", "the order of the results",
            "in the order of percent of total invested budget and total budgeted budget", "the number of", "most"})
    void should_find_no_choice_when_the_term_only_shapes_the_output_or_is_stated_by_the_sql(String term) {
        assertThat(find("List the students " + term, List.of(term), reads("main.Student.last_name"), LinkedSchema.NONE)).isEmpty();
    }

    @Test
    void should_find_a_choice_with_both_columns_when_name_names_first_and_last_name() {
        List<RealChoice> choices = find("What is the name of the oldest student?", List.of("name"), reads("main.Student.last_name"),
                LinkedSchema.NONE);

        assertThat(choices).extracting(RealChoice::options).containsExactly(List.of("main.Student.first_name", "main.Student.last_name"));
    }

    @Test
    void should_find_no_choice_when_the_term_names_one_column_of_the_tables_read() {
        assertThat(find("How old is the youngest student?", List.of("age"), reads("main.Student.age"), LinkedSchema.NONE)).isEmpty();
    }

    @Test
    void should_find_no_choice_when_the_term_names_a_table_and_a_key_repeated_by_the_join() {
        QueryShape joined = new QueryShape(List.of(STUDENT, ENROLMENT), List.of(), 1, 0, 0, false);

        assertThat(find("Which students enrolled?", List.of("students"), joined, LinkedSchema.NONE)).isEmpty();
    }

    @Test
    void should_find_a_choice_when_the_term_is_a_value_sampled_in_two_columns() {
        List<RealChoice> choices = find("Students in London", List.of("London"), reads("main.Student.home_city"), LinkedSchema.NONE);

        assertThat(choices).extracting(RealChoice::options).containsExactly(List.of("main.Student.home_city", "main.Student.term_city"));
    }

    @Test
    void should_find_a_choice_when_no_table_column_or_value_defines_the_term() {
        List<RealChoice> choices = find("Who are the best students?", List.of("best"), reads("main.Student.age"), LinkedSchema.NONE);

        assertThat(choices).extracting(RealChoice::term).containsExactly("best");
        assertThat(choices.get(0).options()).isEmpty();
    }

    @Test
    void should_find_a_value_stored_in_two_columns_of_one_table_when_the_sql_filters_on_only_one() {
        LinkedSchema linked = new LinkedSchema(List.of(new LinkedTable(STUDENT, 1, List.of())), List.of(),
                List.of(new ValueMatch("York", STUDENT, "home_city", "York", 1.0), new ValueMatch("York", STUDENT, "term_city", "York", 1.0)),
                List.of());

        assertThat(find("How many students are from York?", List.of(), reads("main.Student.home_city"), linked))
                .extracting(RealChoice::term).containsExactly("York");
        assertThat(find("How many students are from York?", List.of(), reads("main.Student.home_city", "main.Student.term_city"), linked))
                .as("the SQL reads both columns").isEmpty();
    }
}

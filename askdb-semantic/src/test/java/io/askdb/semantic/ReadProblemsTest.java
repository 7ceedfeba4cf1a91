package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadProblemsTest {
    @TempDir
    Path dir;

    private Path file(String yaml) throws Exception {
        Path file = dir.resolve("semantic.yaml");
        Files.writeString(file, yaml);
        return file;
    }

    private AskdbException problems(String yaml) throws Exception {
        Path file = file(yaml);
        return (AskdbException) org.assertj.core.api.Assertions.catchThrowable(
                () -> SemanticModels.read(file, ChinookCatalog.catalog()));
    }

    @Test
    void should_report_path_line_and_suggestion_when_an_entity_table_is_unknown() throws Exception {
        AskdbException e = problems("""
                entities:
                  - table: Custmer
                """);

        assertThat(e.code()).isEqualTo(ErrorCode.BAD_INPUT);
        assertThat(e.getMessage()).contains("has 1 problem:\n  - entities[0].table (line 2): table 'Custmer' is not in"
                + " the database; did you mean 'Customer'? Check the spelling, or run `askdb model init` again if the"
                + " database changed.");
    }

    @Test
    void should_report_the_dimension_path_when_a_dimension_column_is_unknown() throws Exception {
        AskdbException e = problems("""
                entities:
                  - table: Genre
                    dimensions:
                      - column: GenreId
                      - column: Nmae
                """);

        assertThat(e.getMessage()).contains("entities[0].dimensions[1].column (line 5): column 'Nmae' is not in table"
                + " Genre; did you mean 'Name'? Use one of [GenreId, Name].");
    }

    @Test
    void should_report_the_expression_path_when_a_metric_names_an_unknown_column() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expression: SUM(Price * Quantity)
                """);

        assertThat(e.getMessage()).contains("metrics[0].expression (line 4): column 'Price' is not in table"
                + " InvoiceLine; did you mean 'UnitPrice'?");
    }

    @Test
    void should_report_a_column_of_another_table_when_an_expression_qualifies_it() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expression: SUM(Track.UnitPrice * Quantity)
                """);

        assertThat(e.getMessage()).contains("metrics[0].expression (line 4): 'Track.UnitPrice' names table Track, but a"
                + " metric may use only columns of its own table InvoiceLine.");
    }

    @Test
    void should_report_the_filter_path_when_a_filter_names_an_unknown_column() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: us customers
                    table: Customer
                    expression: COUNT(*)
                    filters:
                      - "Country = 'USA'"
                      - "Status = 'active'"
                """);

        assertThat(e.getMessage()).contains("has 1 problem:").contains("metrics[0].filters[1] (line 7): column"
                + " 'Status' is not in table Customer");
    }

    @Test
    void should_report_an_unreachable_time_column_when_no_relationship_joins_its_table() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expression: SUM(UnitPrice * Quantity)
                    timeColumn: Invoice.InvoiceDate
                """);

        assertThat(e.getMessage()).contains("metrics[0].timeColumn (line 5): no relationship connects InvoiceLine to"
                + " Invoice, so the time column cannot be reached. Add the relationship under 'relationships'");
    }

    @Test
    void should_report_an_unknown_time_column_when_its_table_lacks_it() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: sales
                    table: Invoice
                    expression: SUM(Total)
                    timeColumn: InvoiceDay
                """);

        assertThat(e.getMessage()).contains("metrics[0].timeColumn (line 5): column 'InvoiceDay' is not in table"
                + " Invoice; did you mean 'InvoiceDate'?");
    }

    @Test
    void should_report_each_missing_column_when_a_relationship_names_unknown_columns() throws Exception {
        AskdbException e = problems("""
                relationships:
                  - from: {table: Invoice, columns: [CustomerNo]}
                    to: {table: Customer, columns: [CustomerId]}
                    cardinality: many-to-one
                """);

        assertThat(e.getMessage()).contains("relationships[0].from.columns[0] (line 2): column 'CustomerNo' is not in"
                + " table Invoice; did you mean 'CustomerId'?");
    }

    @Test
    void should_report_a_synonym_used_twice_when_two_entities_share_it() throws Exception {
        AskdbException e = problems("""
                entities:
                  - table: Track
                    synonyms: [song, tune]
                  - table: Album
                    synonyms: [record, Songs]
                """);

        assertThat(e.getMessage()).contains("entities[1].synonyms[1] (line 5): 'Songs' is also a name or synonym of"
                + " entity track (entities[0]). A word must mean one thing: remove it from one of them.");
    }

    @Test
    void should_report_missing_unknown_and_mistyped_keys_when_a_metric_is_malformed() throws Exception {
        AskdbException e = problems("""
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expresion: SUM(UnitPrice)
                relationships:
                  - from: {table: Invoice, columns: [CustomerId]}
                    to: {table: Customer, columns: [CustomerId]}
                    cardinality: sometimes
                    declared: maybe
                """);

        assertThat(e.getMessage()).contains("has 4 problems:",
                "metrics[0].expresion (line 4): unknown key 'expresion'; did you mean 'expression'?",
                "metrics[0].expression (line 2): 'expression' is missing. Add it.",
                "relationships[0].cardinality (line 8): 'sometimes' is not a cardinality. Use one of [MANY_TO_ONE,"
                        + " ONE_TO_ONE, ONE_TO_MANY, MANY_TO_MANY].",
                "relationships[0].declared (line 9): 'declared' must be true or false, not 'maybe'.");
    }

    @Test
    void should_report_every_problem_at_once_when_there_are_several() throws Exception {
        AskdbException e = problems("""
                entities:
                  - table: Custmer
                  - table: Genre
                    dimensions: [{column: Title}]
                metrics:
                  - name: length
                    table: Track
                    expression: AVG(Milliseconds) / 60000.0 + Seconds
                """);

        assertThat(e.getMessage()).startsWith("The semantic model " + dir.resolve("semantic.yaml") + " has 3 problems:")
                .contains("entities[0].table (line 2)", "entities[1].dimensions[0].column (line 4)",
                        "metrics[0].expression (line 8)")
                .endsWith("Fix the file and run again; `askdb model init` writes a fresh model from the database to"
                        + " start from.");
    }

    @Test
    void should_report_the_line_when_the_yaml_syntax_is_broken() throws Exception {
        Path file = file("""
                metrics:
                  - name: revenue
                    table: [InvoiceLine
                """);

        assertThatThrownBy(() -> SemanticModels.read(file, ChinookCatalog.catalog()))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("The semantic model " + file + " is not valid YAML at line 3: while parsing a flow sequence")
                .hasMessageEndingWith("Fix the YAML syntax (indentation, quotes, colons) and run again.");
    }

    @Test
    void should_report_a_duplicate_key_when_a_key_appears_twice() throws Exception {
        Path file = file("""
                metrics:
                  - name: revenue
                    name: sales
                """);

        assertThatThrownBy(() -> SemanticModels.read(file, ChinookCatalog.catalog()))
                .isInstanceOf(AskdbException.class)
                .hasMessageContaining("is not valid YAML at line 3: Duplicate field 'name'");
    }

    @Test
    void should_fail_with_bad_input_when_the_file_is_missing() {
        Path missing = dir.resolve("none.yaml");

        assertThatThrownBy(() -> SemanticModels.read(missing, ChinookCatalog.catalog()))
                .isInstanceOf(AskdbException.class)
                .hasMessage("The semantic model " + missing + " does not exist. Write one with `askdb model init`,"
                        + " or check the path.")
                .extracting(t -> ((AskdbException) t).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_return_an_empty_model_when_an_optional_file_is_missing() {
        assertThat(SemanticModels.readIfPresent(dir.resolve("none.yaml"), ChinookCatalog.catalog()))
                .isEqualTo(SemanticModel.empty(""));
    }

    @Test
    void should_default_names_and_visibility_when_an_entity_gives_only_its_table() throws Exception {
        SemanticModel model = SemanticModels.read(file("""
                entities:
                  - table: mediatype
                """), ChinookCatalog.catalog());

        assertThat(model.entities()).containsExactly(new Entity(new io.askdb.catalog.TableId(null, "MediaType"),
                "mediatype", java.util.List.of(), "", true, java.util.List.of()));
    }
}

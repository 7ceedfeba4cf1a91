package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.QueryShape;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogComplianceValidatorTest {
    private static final CatalogComplianceValidator VALIDATOR = new CatalogComplianceValidator();
    private static final Catalog CHINOOK = new JdbcCatalogProvider(
            ReadOnlyConnectionSource.of("../data/chinook/chinook.sqlite", null), CatalogOptions.NO_SAMPLES).catalog();

    static Table table(Dialect dialect, String name, List<ForeignKey> keys, String... columns) {
        String schema = dialect == Dialect.POSTGRESQL ? "public" : null;
        List<Column> cols = java.util.Arrays.stream(columns).map(c -> new Column(c, "TEXT", Types.VARCHAR, true, null, List.of())).toList();
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null, cols, List.of(columns[0]), keys, -1);
    }

    /** Case C08's person table. */
    static Catalog person(Dialect dialect) {
        return new Catalog(dialect, dialect == Dialect.POSTGRESQL ? "public" : null,
                List.of(table(dialect, "person", List.of(), "id", "name", "alias", "age")));
    }

    private static List<Violation> violations(String sql, Catalog catalog) {
        Validation v = VALIDATOR.validate(sql, catalog);
        return v instanceof Validation.Invalid invalid ? invalid.violations() : List.of();
    }

    private static QueryShape shape(String sql, Catalog catalog) {
        Validation v = VALIDATOR.validate(sql, catalog);
        assertThat(v).as("validation of %s", sql).isInstanceOf(Validation.Valid.class);
        return ((Validation.Valid) v).shape();
    }

    @Test
    void should_report_one_unknown_column_when_case_c08_filters_on_an_invented_state() {
        String sql = "SELECT name FROM person p WHERE p.age > 20 AND p.state = 'haryana'";
        List<Violation> found = violations(sql, person(Dialect.SQLITE));
        assertThat(found).containsExactly(new Violation(Violation.Kind.UNKNOWN_COLUMN, "p.state",
                "Column p.state does not exist: person (alias p) has no column state. Its columns are id, name, alias, age.",
                "", sql.indexOf("p.state")));
        assertThat(found.get(0).unknownName()).isTrue();
    }

    @Test
    void should_suggest_the_closest_column_of_the_table_when_a_qualified_column_is_misspelt() {
        assertThat(violations("SELECT c.FirstNme, c.last_name FROM Customer c", CHINOOK))
                .extracting(Violation::kind, Violation::identifier, Violation::suggestion)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_COLUMN, "c.FirstNme", "Customer.FirstName"),
                        org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_COLUMN, "c.last_name", "Customer.LastName"));
    }

    @Test
    void should_report_an_unknown_table_with_the_closest_table_when_the_name_is_misspelt() {
        List<Violation> found = violations("SELECT COUNT(*) FROM Tracks", CHINOOK);
        assertThat(found).extracting(Violation::kind, Violation::identifier, Violation::suggestion, Violation::position)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_TABLE, "Tracks", "Track", 21));
        assertThat(new Validation.Invalid(found).message()).isEqualTo("Table Tracks does not exist in the database. Did you mean Track?");
    }

    @Test
    void should_list_known_tables_and_suggest_nothing_when_no_table_is_close() {
        List<Violation> found = violations("SELECT * FROM warehouse_shipments", CHINOOK);
        assertThat(found).extracting(Violation::suggestion).containsExactly("");
        assertThat(found.get(0).message()).startsWith("Table warehouse_shipments does not exist in the database. Known tables: Album, Artist,");
    }

    @Test
    void should_report_a_bare_column_that_no_table_in_scope_has_with_the_closest_across_tables() {
        List<Violation> found = violations("SELECT Title, Nme FROM Album JOIN Artist USING (ArtistId)", CHINOOK);
        assertThat(found).extracting(Violation::kind, Violation::identifier, Violation::suggestion)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_COLUMN, "Nme", "Artist.Name"));
        assertThat(found.get(0).message()).isEqualTo("Column Nme does not exist: no table in scope has it (Album, Artist)."
                + " Did you mean Artist.Name? Use a column of the tables in the FROM clause.");
    }

    @Test
    void should_report_an_ambiguous_column_when_two_joined_tables_have_it() {
        List<Violation> found = violations("SELECT Name FROM Track t JOIN Genre g ON g.GenreId = t.GenreId", CHINOOK);
        assertThat(found).extracting(Violation::kind, Violation::identifier, Violation::suggestion)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.AMBIGUOUS_COLUMN, "Name", "t.Name"));
        assertThat(found.get(0).message()).isEqualTo("Column Name is ambiguous: it exists in Track (alias t) and Genre (alias g)."
                + " Qualify it with the table or alias it should come from, e.g. t.Name.");
    }

    @Test
    void should_not_report_a_merged_column_when_tables_are_joined_with_using() {
        assertThat(violations("SELECT ArtistId, Title FROM Album JOIN Artist USING (ArtistId)", CHINOOK)).isEmpty();
        assertThat(violations("SELECT ArtistId FROM Album NATURAL JOIN Artist", CHINOOK)).isEmpty();
    }

    @Test
    void should_resolve_ctes_with_column_lists_derived_tables_and_select_aliases() {
        String sql = "WITH sales(cust, amount) AS (SELECT CustomerId, SUM(Total) FROM Invoice GROUP BY CustomerId),"
                + " top AS (SELECT cust, amount FROM sales WHERE amount > 40)"
                + " SELECT c.LastName AS surname, t.amount, d.n FROM top t JOIN Customer c ON c.CustomerId = t.cust"
                + " JOIN (SELECT SupportRepId AS rep, COUNT(*) AS n FROM Customer GROUP BY SupportRepId) d ON d.rep = c.SupportRepId"
                + " ORDER BY surname, amount DESC";
        QueryShape shape = shape(sql, CHINOOK);
        assertThat(shape.tables()).extracting(TableId::name).containsExactly("Invoice", "Customer");
        assertThat(shape.columns()).containsExactlyInAnyOrder("Invoice.CustomerId", "Invoice.Total", "Customer.LastName",
                "Customer.CustomerId", "Customer.SupportRepId");
        assertThat(shape.joins()).isEqualTo(2);
        assertThat(shape.subqueries()).isEqualTo(3);
        assertThat(shape.aggregates()).isTrue();
        assertThat(violations("WITH s(cust) AS (SELECT CustomerId FROM Invoice) SELECT s.CustomerId, s.custs FROM s", CHINOOK))
                .extracting(Violation::identifier, Violation::suggestion).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("s.CustomerId", ""), org.assertj.core.groups.Tuple.tuple("s.custs", "s.cust"));
    }

    @Test
    void should_let_correlated_subqueries_see_outer_columns() {
        String sql = "SELECT a.Title FROM Album a WHERE EXISTS (SELECT 1 FROM Track t WHERE t.AlbumId = a.AlbumId AND Milliseconds > 600000)"
                + " AND (SELECT COUNT(*) FROM Track WHERE Track.AlbumId = a.AlbumId) > 20";
        QueryShape shape = shape(sql, CHINOOK);
        assertThat(shape.subqueries()).isEqualTo(2);
        assertThat(shape.columns()).contains("Track.Milliseconds", "Album.AlbumId");
        assertThat(violations("SELECT Title FROM Album WHERE AlbumId IN (SELECT AlbumId FROM Track WHERE Bytes > Sizee)", CHINOOK))
                .extracting(Violation::identifier).containsExactly("Sizee");
    }

    @Test
    void should_report_a_double_quoted_unknown_name_on_sqlite_which_would_run_as_a_string_and_count_every_row() {
        List<Violation> found = violations("SELECT COUNT(*) FROM \"Track\" WHERE \"Length\" > 300000", CHINOOK);

        assertThat(found).extracting(Violation::kind, Violation::identifier)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_COLUMN, "Length"));
        assertThat(found.get(0).message()).contains("SQLite would silently read \"Length\" as the text 'Length'");
    }

    @Test
    void should_not_report_stars_functions_literals_date_keywords_or_table_functions() {
        assertThat(violations("SELECT *, t.*, UPPER(t.Name), 'x' AS k, CURRENT_DATE, CURRENT_TIMESTAMP, TRUE, date('now')"
                + " FROM Track t WHERE t.Name = 'Balls to the Wall' ORDER BY 1", CHINOOK)).isEmpty();
        assertThat(violations("SELECT value, x FROM json_each('[1,2]') CROSS JOIN (VALUES (1)) v(x)", CHINOOK)).isEmpty();
        assertThat(violations("SELECT Name, n FROM Genre, generate_series(1, 3) AS g WHERE n > 1", CHINOOK)).isEmpty();
    }

    @Test
    void should_count_set_operations_and_resolve_each_branch() {
        QueryShape shape = shape("SELECT Name FROM Artist UNION SELECT Name FROM Genre EXCEPT SELECT Name FROM MediaType ORDER BY Name", CHINOOK);
        assertThat(shape.setOperations()).isEqualTo(2);
        assertThat(shape.tables()).extracting(TableId::name).containsExactly("Artist", "Genre", "MediaType");
        assertThat(violations("SELECT Name FROM Artist UNION SELECT Titel FROM Album", CHINOOK))
                .extracting(Violation::identifier, Violation::suggestion).containsExactly(org.assertj.core.groups.Tuple.tuple("Titel", "Album.Title"));
    }

    @Test
    void should_compare_quoted_names_exactly_in_postgresql_and_unquoted_ones_ignoring_case() {
        Catalog catalog = new Catalog(Dialect.POSTGRESQL, "public", List.of(table(Dialect.POSTGRESQL, "Person", List.of(), "Id", "Name")));
        assertThat(violations("SELECT NAME, person.id FROM person", catalog)).isEmpty();
        assertThat(violations("SELECT \"name\" FROM \"Person\"", catalog))
                .extracting(Violation::kind, Violation::identifier, Violation::suggestion)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Violation.Kind.UNKNOWN_COLUMN, "name", "Person.Name"));
        assertThat(violations("SELECT \"name\" FROM \"Person\"", new Catalog(Dialect.SQLITE, null,
                List.of(table(Dialect.SQLITE, "Person", List.of(), "Id", "Name"))))).isEmpty();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {
        "SELECT t.Name, ROW_NUMBER() OVER (PARTITION BY t.AlbumId ORDER BY t.Milliseconds DESC) AS rn FROM Track t",
        "SELECT * FROM (SELECT AlbumId, COUNT(*) c FROM Track GROUP BY AlbumId) WHERE c > 10",
        "SELECT a.Title, (SELECT COUNT(*) FROM Track WHERE AlbumId = a.AlbumId) AS n FROM Album a ORDER BY n DESC",
        "SELECT strftime('%Y', InvoiceDate) AS y, SUM(Total) FROM Invoice GROUP BY y HAVING y > '2010'",
        "SELECT CASE WHEN Total > 10 THEN 'big' ELSE 'small' END AS size, COUNT(*) FROM Invoice GROUP BY size",
        "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r",
        "SELECT e.FirstName, m.FirstName AS boss FROM Employee e LEFT JOIN Employee m ON e.ReportsTo = m.EmployeeId",
        "SELECT InvoiceId FROM Invoice i WHERE NOT EXISTS (SELECT 1 FROM InvoiceLine WHERE InvoiceId = i.InvoiceId)",
        "SELECT strftime('%Y', InvoiceDate) AS yr FROM Invoice WHERE yr = '2010'",
        "SELECT \"Name\", [Composer] FROM \"Track\" ORDER BY Name COLLATE NOCASE LIMIT 5 OFFSET 2",
        "SELECT Track.Name FROM main.Track",
        "SELECT Name FROM Genre WHERE GenreId IN (SELECT GenreId FROM Track WHERE Name LIKE 'A%')",
        "SELECT g.Name, t.cnt FROM Genre g JOIN (SELECT GenreId, COUNT(*) AS cnt FROM Track GROUP BY GenreId) t USING (GenreId)",
        "SELECT Name, COUNT(*) OVER w FROM Track WINDOW w AS (PARTITION BY AlbumId)",
        "SELECT c.Country, COUNT(*) AS n FROM Customer c GROUP BY 1 HAVING n > 2 ORDER BY n DESC, c.Country",
        "SELECT BillingCountry AS country FROM Invoice UNION ALL SELECT Country FROM Customer ORDER BY country",
        "SELECT CAST(julianday('now') - julianday(MAX(InvoiceDate)) AS INTEGER) AS days FROM Invoice",
        "SELECT t.Name FROM Track AS t WHERE t.UnitPrice = (SELECT MAX(UnitPrice) FROM Track WHERE AlbumId = t.AlbumId)"})
    void should_report_nothing_when_valid_sql_uses_scopes_aliases_and_dialect_syntax(String sql) {
        assertThat(violations(sql, CHINOOK)).isEmpty();
    }

    @Test
    void should_resolve_lateral_filter_casts_and_lambdas_when_the_dialect_has_them() {
        Catalog pg = new Catalog(Dialect.POSTGRESQL, "public", List.of(table(Dialect.POSTGRESQL, "genre", List.of(), "id", "name"),
                table(Dialect.POSTGRESQL, "track", List.of(), "id", "genre_id", "total", "created_at")));
        assertThat(violations("SELECT g.name, t.cnt FROM genre g, LATERAL (SELECT COUNT(*) AS cnt FROM track WHERE track.genre_id = g.id) t", pg))
                .isEmpty();
        assertThat(violations("SELECT date_trunc('month', created_at)::date AS m, COUNT(*) FILTER (WHERE total > 5) FROM track GROUP BY 1", pg))
                .isEmpty();
        assertThat(violations("SELECT g.nme FROM genre g, LATERAL (SELECT 1 AS one FROM track WHERE track.genre_id = g.id) t", pg))
                .extracting(Violation::identifier, Violation::suggestion).containsExactly(org.assertj.core.groups.Tuple.tuple("g.nme", "genre.name"));
        Catalog duck = new Catalog(Dialect.DUCKDB, "main", List.of(table(Dialect.DUCKDB, "genre", List.of(), "id", "name")));
        assertThat(violations("SELECT list_transform([id, 2], x -> x + 1) FROM genre", duck)).isEmpty();
    }

    @Test
    void should_report_a_syntax_violation_with_its_position_when_the_sql_does_not_parse() {
        List<Violation> found = violations("SELECT Name FROM Artist WHERE", CHINOOK);
        assertThat(found).extracting(Violation::kind).containsExactly(Violation.Kind.SYNTAX);
        assertThat(found.get(0).message()).isEqualTo("The SQL could not be parsed: unexpected 'WHERE' at line 1, column 25. Write one SQLite SELECT statement.");
    }
}

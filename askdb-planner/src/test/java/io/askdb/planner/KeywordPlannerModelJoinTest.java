package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.semantic.SemanticModel;
import io.askdb.semantic.SemanticModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SQLite shop without foreign keys (as the defog databases are): joins follow the semantic model's
 * hand-written relationships, and without them the planner declines as before. Expected rows checked
 * with sqlite3 on the same data.
 */
class KeywordPlannerModelJoinTest {
    private static final String RELATIONSHIP = """
            relationships:
              - from: {table: orders, columns: [customer_id]}
                to: {table: customers, columns: [id]}
                cardinality: MANY_TO_ONE
                declared: false
            """;

    @TempDir
    Path dir;

    private String url;
    private Catalog catalog;

    @BeforeEach
    void database() throws SQLException {
        url = "jdbc:sqlite:" + dir.resolve("shop.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customers (id INTEGER, name TEXT, country TEXT)");
            s.execute("CREATE TABLE orders (order_id INTEGER, customer_id INTEGER, amount NUMERIC)");
            s.execute("INSERT INTO customers VALUES (1,'Ada','France'),(2,'Bo','Sweden'),(3,'Cy','France')");
            s.execute("INSERT INTO orders VALUES (10,1,20),(11,1,5),(12,2,7),(13,3,1),(14,2,4),(15,2,9)");
        }
        catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(dir.resolve("shop.sqlite").toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
    }

    private SemanticModel model(String yaml) throws Exception {
        Path file = dir.resolve("semantic.yaml");
        Files.writeString(file, yaml);
        return SemanticModels.read(file, catalog);
    }

    private Generation ask(SemanticModel model, String question) {
        return new KeywordPlanner(model).generate(new GenerationRequest(question, catalog, List.of(), ""));
    }

    private List<List<Object>> rows(Generation g) throws SQLException {
        assertThat(g).isInstanceOf(CandidateSql.class);
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(((CandidateSql) g).sql())) {
            List<List<Object>> out = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) row.add(rs.getObject(i));
                out.add(row);
            }
            return out;
        }
    }

    @Test
    void should_count_per_joined_column_when_the_model_declares_the_relationship_the_database_lacks() throws Exception {
        Generation g = ask(model(RELATIONSHIP), "How many orders per country?");

        assertThat(rows(g)).containsExactlyInAnyOrder(List.of("France", 3), List.of("Sweden", 3));
        assertThat(((CandidateSql) g).tablesUsed()).containsExactly("orders", "customers");
    }

    @Test
    void should_filter_on_a_joined_value_when_the_model_declares_the_relationship() throws Exception {
        assertThat(rows(ask(model(RELATIONSHIP), "How many orders are from Sweden?"))).containsExactly(List.of(3));
    }

    @Test
    void should_follow_a_one_to_many_relationship_from_its_many_side_when_written_from_the_one_side() throws Exception {
        String reversed = """
                relationships:
                  - from: {table: customers, columns: [id]}
                    to: {table: orders, columns: [customer_id]}
                    cardinality: ONE_TO_MANY
                    declared: false
                """;
        assertThat(rows(ask(model(reversed), "How many orders per country?")))
                .containsExactlyInAnyOrder(List.of("France", 3), List.of("Sweden", 3));
    }

    @Test
    void should_decline_naming_the_missing_path_when_the_model_has_no_relationship() throws Exception {
        Generation g = ask(SemanticModel.empty(""), "How many orders per country?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("foreign-key path");
    }

    @Test
    void should_not_join_along_a_many_to_many_relationship() throws Exception {
        String manyToMany = RELATIONSHIP.replace("MANY_TO_ONE", "MANY_TO_MANY");
        assertThat(ask(model(manyToMany), "How many orders per country?")).isInstanceOf(Declined.class);
    }

    @Test
    void should_leave_the_request_catalog_untouched_when_the_model_adds_a_join() throws Exception {
        ModelJoins joins = new ModelJoins(model(RELATIONSHIP));
        Catalog planned = joins.over(catalog);

        assertThat(catalog.table(planned.tables().get(1).id()).orElseThrow().foreignKeys()).isEmpty();
        assertThat(planned.table(catalog.resolve(null, "orders").get(0).id()).orElseThrow().foreignKeys())
                .extracting(fk -> fk.columns() + "->" + fk.target().name() + fk.targetColumns())
                .containsExactly("[customer_id]->customers[id]");
        assertThat(joins.over(catalog)).isSameAs(planned);
    }
}

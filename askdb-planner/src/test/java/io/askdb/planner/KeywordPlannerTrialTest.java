package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Questions from a new user's trial on the Chinook demo (issue 5 trial findings), each with the
 * rows checked with sqlite3 on data/chinook/chinook.sqlite.
 */
class KeywordPlannerTrialTest {
    private static Catalog chinook;
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
    }

    private static ValueMatch match(String mention, String table, String column, String stored) {
        return new ValueMatch(mention, new TableId(null, table), column, stored, 1.0);
    }

    private static Generation generate(String question, ValueMatch... values) {
        LinkedSchema linked = new LinkedSchema(List.of(), List.of(), List.of(values), List.of());
        return PLANNER.generate(new GenerationRequest(question, chinook, List.of(), "", linked, List.of(), List.of()));
    }

    @Test
    void should_list_the_rows_whose_self_reference_points_at_the_named_row_when_the_name_follows_the_key() throws SQLException {
        Generation g = generate("Which employees report to Nancy Edwards?",
                match("Nancy", "Employee", "FirstName", "Nancy"), match("Edwards", "Employee", "LastName", "Edwards"));
        assertThat(g).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(c.sql()).contains("JOIN \"Employee\" \"t1\"").contains("\"t1\".\"FirstName\" = 'Nancy'");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(
                List.of("Jane", "Peacock"), List.of("Margaret", "Park"), List.of("Steve", "Johnson"));
    }

    @Test
    void should_decline_never_show_the_raw_id_when_the_named_row_is_not_right_after_the_key() {
        Generation g = generate("Show the reports to of Nancy Edwards.",
                match("Nancy", "Employee", "FirstName", "Nancy"), match("Edwards", "Employee", "LastName", "Edwards"));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).isEqualTo("'reports to' (Employee.ReportsTo) holds the ids of other Employee rows; "
                + "I list the employees whose ReportsTo points at a named one. Ask 'Which employees report to <name>?'.");
    }
}

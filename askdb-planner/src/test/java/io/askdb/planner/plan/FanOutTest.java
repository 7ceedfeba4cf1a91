package io.askdb.planner.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.planner.SpiderDatabases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which joined tables COUNT(*) counts once each, over Spider's dorm_1 (Student <- Lives_in -> Dorm; CC BY-SA 4.0, see src/test/resources/spider). */
class FanOutTest {
    private static final Catalog DORM = SpiderDatabases.catalog("dorm_1");

    private static Table table(String name) {
        return DORM.tables().stream().filter(t -> t.id().name().equalsIgnoreCase(name)).findFirst().orElseThrow();
    }

    @Test
    void should_find_a_table_joined_up_from_the_first_table_above_it() {
        // Lives_in -> Student: each student stands once per Lives_in row, so COUNT(*) counts Lives_in rows, not students
        List<SelectPlan.Join> joins = List.of(new SelectPlan.Join(table("Student"), List.of("StuID"), table("Lives_in"), List.of("stuid")));
        assertThat(FanOut.above(joins, table("Student"))).isTrue();
    }

    @Test
    void should_not_find_a_table_reached_through_a_join_that_goes_down_above_it() {
        // Dorm <- Lives_in -> Student: each Lives_in row is one student of one dorm, so COUNT(*) per dorm counts students
        List<SelectPlan.Join> joins = List.of(
                new SelectPlan.Join(table("Lives_in"), List.of("dormid"), table("Dorm"), List.of("dormid")),
                new SelectPlan.Join(table("Student"), List.of("StuID"), table("Lives_in"), List.of("stuid")));
        assertThat(FanOut.above(joins, table("Student"))).isFalse();
        assertThat(FanOut.above(joins, table("Dorm"))).isFalse();
    }
}

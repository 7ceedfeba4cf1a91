package io.askdb.planner.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.planner.SpiderDatabases;
import io.askdb.planner.plan.CompoundPlan;
import io.askdb.planner.plan.NestedPlan;
import io.askdb.planner.plan.SelectPlan;
import io.askdb.planner.plan.SelectPlan.Output;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SQL text of nested and compound plans over the farm database (src/test/resources/spider). */
class NestedRendererTest {
    private static final Catalog FARM = SpiderDatabases.catalog("farm");
    private static final NestedRenderer RENDERER = new NestedRenderer();

    private static Ref ref(String table, String column) {
        Table t = FARM.tables().stream().filter(x -> x.id().name().equalsIgnoreCase(table)).findFirst().orElseThrow();
        return new Ref(t, t.column(column).orElseThrow());
    }

    private static SelectPlan select(Ref shown, List<Predicate> where) {
        return new SelectPlan(shown.table(), List.of(), List.of(new Output(null, shown, false)), where, false, List.of(), null, List.of(), null, false, List.of());
    }

    @Test
    void should_write_not_in_with_a_null_test_when_no_related_row_may_exist() {
        NestedPlan p = new NestedPlan(select(ref("city", "Official_Name"), List.of()),
                List.of(new NestedPlan.NotIn(ref("city", "City_ID"), ref("farm_competition", "Host_city_ID"), List.of(), List.of())));
        String sql = RENDERER.render(p, Dialect.SQLITE).replaceAll("\\s+", " ");
        assertThat(sql).isEqualTo("SELECT \"Official_Name\" FROM \"city\" WHERE \"City_ID\" NOT IN ( SELECT \"farm_competition\".\"Host_city_ID\" "
                + "FROM \"farm_competition\" WHERE \"farm_competition\".\"Host_city_ID\" IS NOT NULL )");
    }

    @Test
    void should_write_a_scalar_subquery_when_a_column_is_compared_with_its_average() {
        NestedPlan p = new NestedPlan(select(ref("farm", "Farm_ID"), List.of()),
                List.of(new NestedPlan.AgainstAggregate(ref("farm", "Total_Horses"), Op.GT, Aggregate.AVG)));
        String sql = RENDERER.render(p, Dialect.SQLITE).replaceAll("\\s+", " ");
        assertThat(sql).contains("WHERE \"Total_Horses\" > ( SELECT AVG(\"farm\".\"Total_Horses\") FROM \"farm\" )");
    }

    @Test
    void should_write_intersect_when_both_conditions_hold_on_rows_of_their_own() {
        Ref status = ref("city", "Status");
        SelectPlan a = select(status, List.of(new Predicate(ref("city", "Population"), Op.GT, List.of("1000"), true)));
        SelectPlan b = select(status, List.of(new Predicate(ref("city", "Population"), Op.LT, List.of("500"), true)));
        String sql = RENDERER.render(new CompoundPlan(a, CompoundPlan.SetOp.INTERSECT, b), Dialect.SQLITE).replaceAll("\\s+", " ");
        assertThat(sql).isEqualTo("SELECT \"Status\" FROM \"city\" WHERE \"Population\" > 1000 INTERSECT SELECT \"Status\" FROM \"city\" WHERE \"Population\" < 500");
    }
}

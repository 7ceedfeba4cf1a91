package io.askdb.planner.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.planner.SpiderDatabases;
import io.askdb.planner.plan.SelectPlan.Output;
import io.askdb.planner.read.QuestionShape;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Item;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import io.askdb.planner.read.SchemaTerms;
import io.askdb.planner.read.Term;
import io.askdb.planner.read.Words;
import io.askdb.planner.render.SelectRenderer;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The plan stage on shapes built by hand over the Spider databases in src/test/resources/spider,
 * so that it is tested apart from the reader; plans are rendered and run on the real SQLite file
 * beside a hand-written SQL for the same question.
 */
class SelectPlannerTest {
    private static final SelectPlanner PLANNER = new SelectPlanner();

    /** A shape under construction: subject, items, restrictions. */
    private static final class Shape {
        final Catalog catalog;
        final SchemaTerms terms;
        Term subject;
        final List<Item> items = new ArrayList<>();
        final List<Restriction> where = new ArrayList<>();
        boolean count;
        boolean anyOf;

        Shape(String db) {
            catalog = SpiderDatabases.catalog(db);
            terms = new SchemaTerms(catalog);
        }

        Term term(String phrase) {
            Term t = terms.at(Words.of(phrase), 0);
            assertThat(t).as(phrase).isNotNull();
            assertThat(t.end()).as(phrase).isEqualTo(Words.of(phrase).size());
            return t;
        }

        Shape about(String phrase) {
            subject = term(phrase);
            return this;
        }

        Shape show(String phrase) {
            items.add(new Item(null, term(phrase)));
            return this;
        }

        Shape show(Aggregate agg, String phrase) {
            items.add(new Item(agg, term(phrase)));
            return this;
        }

        Shape counting() {
            count = true;
            return this;
        }

        Shape where(String column, Op op, String value, boolean numeric) {
            this.where.add(new Restriction(term(column), op, List.of(value), numeric, List.of()));
            return this;
        }

        Shape any() {
            anyOf = true;
            return this;
        }

        PlanOutcome plan() {
            QuestionShape s = new QuestionShape(items, count, subject, where, anyOf, null, null, null, false, null, List.of(), List.of());
            return PLANNER.plan(s, catalog);
        }
    }

    private static SelectPlan planned(Shape s) {
        PlanOutcome p = s.plan();
        assertThat(p).isInstanceOf(SelectPlan.class);
        return (SelectPlan) p;
    }

    private static List<List<Object>> run(String db, SelectPlan p) throws SQLException {
        return SpiderDatabases.rows(db, new SelectRenderer().render(p, SpiderDatabases.catalog(db).dialect()));
    }

    private static List<String> outputs(SelectPlan p) {
        return p.select().stream().map(o -> (o.aggregate() == null ? "" : o.aggregate() + (o.distinct() ? " DISTINCT " : " "))
                + (o.ref() == null ? "*" : o.ref().table().id().name() + "." + o.ref().column().name())).toList();
    }

    @Test
    void should_resolve_a_shared_column_name_in_the_subject_when_the_subject_has_it() throws SQLException {
        SelectPlan p = planned(new Shape("department_management").about("heads").show("name"));
        assertThat(outputs(p)).containsExactly("head.name");
        assertThat(p.joins()).isEmpty();
        assertThat(run("department_management", p)).containsExactlyInAnyOrderElementsOf(SpiderDatabases.rows("department_management", "SELECT name FROM head"));
    }

    @Test
    void should_join_the_referenced_table_when_a_column_is_one_key_away_from_the_referencing_subject() throws SQLException {
        SelectPlan p = planned(new Shape("flight_1").about("flights").show("origin").where("name", Op.EQ, "Boeing 747-400", false));
        assertThat(p.joins()).extracting(j -> j.table().id().name() + " on " + j.columns() + " = " + j.other().id().name() + j.otherColumns())
                .containsExactly("aircraft on [aid] = flight[aid]");
        assertThat(p.where()).extracting(w -> w.ref().table().id().name() + "." + w.ref().column().name()).containsExactly("aircraft.name");
        assertThat(run("flight_1", p)).containsExactlyInAnyOrderElementsOf(SpiderDatabases.rows("flight_1",
                "SELECT f.origin FROM flight f JOIN aircraft a ON f.aid = a.aid WHERE a.name = 'Boeing 747-400'"));
    }

    @Test
    void should_join_the_referencing_table_when_a_column_is_one_key_away_the_other_way() throws SQLException {
        SelectPlan p = planned(new Shape("flight_1").about("aircraft").show("name").where("origin", Op.EQ, "Los Angeles", false));
        assertThat(p.from().id().name()).isEqualTo("aircraft");
        assertThat(p.joins()).extracting(j -> j.table().id().name()).containsExactly("flight");
        // eight flights from Los Angeles on seven aircraft: each aircraft is shown once, not once per flight (grouped by its key,
        // so that two aircraft of one name would stay two rows)
        assertThat(p.distinct()).isFalse();
        assertThat(p.groupBy()).extracting(g -> g.column().name()).containsExactly("aid", "name");
        List<List<Object>> rows = run("flight_1", p);
        assertThat(rows).containsExactlyInAnyOrderElementsOf(SpiderDatabases.rows("flight_1",
                "SELECT a.name FROM aircraft a WHERE a.aid IN (SELECT f.aid FROM flight f WHERE f.origin = 'Los Angeles')"));
        assertThat(rows).hasSize(7);
    }

    @Test
    void should_decline_naming_the_phrase_when_it_names_columns_of_two_tables_one_key_away() {
        PlanOutcome p = new Shape("flight_1").about("certificates").show("name").plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        Unplanned u = (Unplanned) p;
        assertThat(u.words()).containsExactly("name");
        assertThat(u.reason()).contains("'name'").contains("aircraft.name").contains("employee.name");
    }

    @Test
    void should_decline_when_no_subject_is_named_and_two_tables_hold_the_columns() {
        PlanOutcome p = new Shape("flight_1").show("name").plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        assertThat(((Unplanned) p).reason()).isEqualTo("I could not tell which table the question is about.");
    }

    @Test
    void should_take_the_one_table_holding_every_column_when_no_subject_is_named() {
        SelectPlan p = planned(new Shape("flight_1").show("origin").show("price"));
        assertThat(p.from().id().name()).isEqualTo("flight");
        assertThat(outputs(p)).containsExactly("flight.origin", "flight.price");
    }

    @Test
    void should_show_a_foreign_key_column_when_the_phrase_asks_for_an_id() throws SQLException {
        SelectPlan p = planned(new Shape("department_management").about("management").show("head id"));
        assertThat(outputs(p)).containsExactly("management.head_ID");
        assertThat(run("department_management", p)).containsExactlyInAnyOrderElementsOf(
                SpiderDatabases.rows("department_management", "SELECT head_ID FROM management"));
    }

    @Test
    void should_decline_showing_a_foreign_key_column_when_the_phrase_does_not_ask_for_an_id() {
        Catalog music = Music.catalog(io.askdb.dialect.Dialect.SQLITE);
        SchemaTerms terms = new SchemaTerms(music);
        Term artist = terms.at(Words.of("artist"), 0);
        QuestionShape s = new QuestionShape(List.of(new Item(null, terms.at(Words.of("title"), 0)), new Item(null, artist)), false,
                terms.at(Words.of("albums"), 0), List.of(), false, null, null, null, false, null, List.of(), List.of());
        PlanOutcome p = PLANNER.plan(s, music);
        assertThat(p).isInstanceOf(Unplanned.class);
        assertThat(((Unplanned) p).reason()).isEqualTo("'artist' is Album.Artist, which holds the ids of rows of another table, not an answer to show.");
        assertThat(((Unplanned) p).words()).containsExactly("artist");
    }

    @Test
    void should_count_each_subject_row_once_by_its_key_when_the_join_reaches_rows_that_reference_it() throws SQLException {
        SelectPlan p = planned(new Shape("department_management").about("departments").counting().where("temporary acting", Op.EQ, "Yes", false));
        assertThat(outputs(p)).containsExactly("COUNT DISTINCT department.Department_ID");
        assertThat(run("department_management", p)).isEqualTo(List.of(List.of(2)));
        assertThat(SpiderDatabases.rows("department_management",
                "SELECT count(DISTINCT department_ID) FROM management WHERE temporary_acting = 'Yes'")).isEqualTo(List.of(List.of(2)));
    }

    @Test
    void should_decline_a_total_when_the_join_reaches_rows_that_reference_the_subject() {
        PlanOutcome p = new Shape("department_management").about("departments").show(Aggregate.SUM, "ranking")
                .where("temporary acting", Op.EQ, "Yes", false).plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        assertThat(((Unplanned) p).reason()).startsWith("A total or average over department joined to the rows that reference it");
    }

    @Test
    void should_decline_when_one_column_must_equal_two_values_at_once() {
        PlanOutcome p = new Shape("department_management").about("heads").show("name")
                .where("born state", Op.EQ, "Alabama", false).where("born state", Op.EQ, "California", false).plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        Unplanned u = (Unplanned) p;
        assertThat(u.words()).containsExactly("Alabama", "California");
        assertThat(u.reason()).startsWith("One row's born_state cannot be both 'Alabama' and 'California'");
    }

    @Test
    void should_plan_either_value_when_the_conditions_are_joined_by_or() throws SQLException {
        SelectPlan p = planned(new Shape("department_management").about("heads").show("name")
                .where("born state", Op.EQ, "Alabama", false).where("born state", Op.EQ, "California", false).any());
        assertThat(p.anyOf()).isTrue();
        assertThat(run("department_management", p)).containsExactlyInAnyOrderElementsOf(SpiderDatabases.rows("department_management",
                "SELECT name FROM head WHERE born_state IN ('Alabama', 'California')"));
    }

    @Test
    void should_decline_a_numeric_comparison_when_the_column_holds_text() {
        PlanOutcome p = new Shape("department_management").about("heads").show("name").where("born state", Op.GT, "5", true).plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        assertThat(((Unplanned) p).reason()).isEqualTo("'born_state' does not hold numbers to compare with 5.");
    }

    @Test
    void should_decline_a_plain_column_beside_a_count_when_nothing_groups() {
        PlanOutcome p = new Shape("flight_1").about("flights").show("origin").counting().plan();
        assertThat(p).isInstanceOf(Unplanned.class);
        assertThat(((Unplanned) p).reason()).isEqualTo("I cannot show a column beside a count or total without a grouping ('for each ...').");
    }

    @Test
    void should_count_all_rows_when_only_a_count_is_asked() {
        SelectPlan p = planned(new Shape("flight_1").about("flights").counting());
        assertThat(p.select()).containsExactly(new Output(Aggregate.COUNT, null, false));
    }
}

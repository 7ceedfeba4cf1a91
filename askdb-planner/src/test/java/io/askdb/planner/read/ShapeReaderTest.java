package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Item;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shapes of questions over the Spider databases in src/test/resources/spider. */
class ShapeReaderTest {

    private static QuestionShape shape(String db, String question) {
        ReadOutcome r = Reading.shape(db, question);
        assertThat(r).as(question).isInstanceOf(QuestionShape.class);
        return (QuestionShape) r;
    }

    private static List<String> items(QuestionShape s) {
        return s.items().stream().map(i -> (i.aggregate() == null ? "" : i.aggregate() + " ") + i.term().text()).toList();
    }

    @Test
    void should_read_the_items_and_the_subject_when_columns_are_asked_of_a_table() {
        QuestionShape s = shape("flight_1", "Show name and distance for all aircrafts.");
        assertThat(items(s)).containsExactly("name", "distance");
        assertThat(s.subject().text()).isEqualTo("aircrafts");
        assertThat(s.subject().tables()).extracting(Target::toString).containsExactly("aircraft");
        assertThat(s.count()).isFalse();
        assertThat(s.restrictions()).isEmpty();
        assertThat(s.sort()).isNull();
        assertThat(s.limit()).isNull();
    }

    @Test
    void should_read_a_count_and_a_numeric_restriction_when_rows_over_a_threshold_are_counted() {
        QuestionShape s = shape("dorm_1", "How many dorms have a student capacity greater than 300?");
        assertThat(s.count()).isTrue();
        assertThat(s.items()).isEmpty();
        assertThat(s.subject().text()).isEqualTo("dorms");
        Restriction r = s.restrictions().get(0);
        assertThat(s.restrictions()).hasSize(1);
        assertThat(r.column().text()).isEqualTo("student capacity");
        assertThat(r.op()).isEqualTo(Op.GT);
        assertThat(r.values()).containsExactly("300");
        assertThat(r.numeric()).isTrue();
    }

    @Test
    void should_read_a_range_when_the_column_is_between_two_numbers() {
        QuestionShape s = shape("flight_1", "How many aircrafts have distance between 1000 and 5000?");
        Restriction r = s.restrictions().get(0);
        assertThat(r.op()).isEqualTo(Op.BETWEEN);
        assertThat(r.values()).containsExactly("1000", "5000");
        assertThat(r.column().text()).isEqualTo("distance");
        assertThat(s.anyOf()).isFalse();
    }

    @Test
    void should_read_stored_values_as_equalities_on_their_linked_columns_when_no_column_is_named() {
        QuestionShape s = shape("flight_1", "What is the average price for flights from Los Angeles to Honolulu.");
        assertThat(items(s)).containsExactly("AVG price");
        assertThat(s.restrictions()).extracting(Restriction::op).containsExactly(Op.EQ, Op.EQ);
        assertThat(s.restrictions()).extracting(r -> r.values().get(0)).containsExactly("Los Angeles", "Honolulu");
        assertThat(s.restrictions().get(0).column()).isNull();
        assertThat(s.restrictions().get(0).linked()).extracting(Target::toString).contains("flight.origin");
        assertThat(s.anyOf()).isFalse();
    }

    @Test
    void should_read_the_order_and_its_direction_when_the_question_sorts() {
        QuestionShape s = shape("dorm_1", "Show the dorm names and student capacity ordered by student capacity in descending order.");
        assertThat(items(s)).containsExactly("dorm names", "student capacity");
        assertThat(s.sort().term().text()).isEqualTo("student capacity");
        assertThat(s.sort().descending()).isTrue();
        assertThat(s.sort().aggregate()).isNull();
        QuestionShape asc = shape("flight_1", "Show name and salary for all employees sorted by salary.");
        assertThat(asc.sort().term().text()).isEqualTo("salary");
        assertThat(asc.sort().descending()).isFalse();
    }

    @Test
    void should_sort_by_the_column_after_of_when_a_direction_is_written_as_ascending_order_of() {
        QuestionShape s = shape("flight_1", "List the names of aircrafts by ascending order of distance.");
        assertThat(items(s)).containsExactly("names");
        assertThat(s.sort().term().text()).isEqualTo("distance");
        assertThat(s.sort().descending()).isFalse();
        QuestionShape d = shape("flight_1", "Show the names of employees by descending order of salary.");
        assertThat(items(d)).containsExactly("names");
        assertThat(d.sort().term().text()).isEqualTo("salary");
        assertThat(d.sort().descending()).isTrue();
    }

    @Test
    void should_sort_by_the_first_item_when_only_a_direction_is_given() {
        QuestionShape s = shape("dorm_1", "What are the different dorm amenity names in alphabetical order?");
        assertThat(s.distinct()).isTrue();
        assertThat(s.sort().term().text()).isEqualTo("dorm amenity names");
        assertThat(s.sort().descending()).isFalse();
    }

    @Test
    void should_read_the_first_row_by_a_column_when_a_superlative_follows_with() {
        QuestionShape s = shape("flight_1", "Show name for the aircraft with the highest distance.");
        assertThat(items(s)).containsExactly("name");
        assertThat(s.subject().text()).isEqualTo("aircraft");
        assertThat(s.sort().term().text()).isEqualTo("distance");
        assertThat(s.sort().descending()).isTrue();
        assertThat(s.limit()).isEqualTo(1);
    }

    @Test
    void should_read_a_grouping_and_an_aggregate_when_the_question_says_for_each() {
        QuestionShape s = shape("flight_1", "What is the average price for each origin?");
        assertThat(s.items()).extracting(Item::aggregate).containsExactly(Aggregate.AVG);
        assertThat(s.group().text()).isEqualTo("origin");
    }

    @Test
    void should_read_a_condition_on_related_rows_when_the_question_says_with_at_least_n() {
        QuestionShape s = shape("flight_1", "Show names for all aircraft with at least two flights.");
        assertThat(s.having().op()).isEqualTo(Op.GE);
        assertThat(s.having().n()).isEqualTo(2.0);
        assertThat(s.having().counted().text()).isEqualTo("flights");
        assertThat(s.subject().text()).isEqualTo("aircraft");
        assertThat(s.restrictions()).isEmpty();
    }

    @Test
    void should_read_a_row_count_when_the_question_says_first_n() {
        QuestionShape s = shape("flight_1", "Show name and salary for the first 3 employees sorted by salary.");
        assertThat(s.limit()).isEqualTo(3);
        assertThat(items(s)).containsExactly("name", "salary");
    }

    @Test
    void should_read_a_count_of_distinct_values_when_the_question_says_different() {
        QuestionShape s = shape("dorm_1", "Find the number of distinct gender for dorms.");
        assertThat(s.distinct()).isTrue();
        assertThat(items(s)).containsExactly("COUNT gender");
    }

    @Test
    void should_be_unread_naming_the_words_when_a_word_names_nothing() {
        ReadOutcome r = Reading.shape("flight_1", "Show the zorbles and quuxes of all flights.");
        assertThat(r).isInstanceOf(Unread.class);
        Unread u = (Unread) r;
        assertThat(u.words()).containsExactly("zorbles", "quuxes");
        assertThat(u.reason()).isEqualTo("I could not match 'zorbles' and 'quuxes' to any table, column or value in this database.");
    }
}

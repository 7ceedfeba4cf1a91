package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The nested reading pass over questions on the Spider databases in src/test/resources/spider. */
class NestedReaderTest {
    private static final NestedReader READER = new NestedReader(Cues.standard());

    private static Nesting read(String db, String question) {
        return READER.read(Reading.chunks(db, question));
    }

    private static List<String> texts(Nesting n) {
        return n.outer().stream().map(Chunk::text).toList();
    }

    @Test
    void should_take_out_a_negated_relationship_with_its_verb_when_a_question_ends_with_not_and_a_table() {
        Nesting n = read("farm", "What are the official names of cities that have not hosted a farm competition?");
        assertThat(n.nests()).hasSize(1);
        Nest.Absent a = (Nest.Absent) n.nests().get(0);
        assertThat(a.related().tables()).extracting(Target::toString).containsExactly("farm_competition");
        assertThat(a.verbs()).containsExactly("hosted");
        assertThat(a.restrictions()).isEmpty();
        assertThat(texts(n)).doesNotContain("not", "hosted", "farm competition").contains("official names", "cities");
    }

    @Test
    void should_keep_the_related_rows_values_when_a_negated_relationship_names_one() {
        Nesting n = read("race_track", "Give the names of tracks that do not have a race in the class 'GT'.");
        Nest.Absent a = (Nest.Absent) n.nests().get(0);
        assertThat(a.related().tables()).extracting(Target::toString).containsExactly("race");
        assertThat(a.restrictions()).singleElement().satisfies(r -> {
            assertThat(r.values()).containsExactly("GT");
            assertThat(r.op()).isEqualTo(Op.EQ);
        });
    }

    @Test
    void should_leave_the_negation_in_place_when_a_value_follows_it_directly() {
        Nesting n = read("race_track", "Show the names of races whose class is not 'GT'.");
        assertThat(n.nests()).isEmpty();
        assertThat(texts(n)).contains("is not");
    }

    @Test
    void should_leave_the_negation_in_place_when_a_number_follows_the_table() {
        Nesting n = read("race_track", "Show the names of tracks that do not have a race in 2000.");
        assertThat(n.nests()).isEmpty();
    }

    @Test
    void should_read_a_comparison_with_the_average_when_the_column_comes_before_it() {
        Nesting n = read("flight_1", "Show names for all employees with salary more than the average.");
        Nest.AgainstAggregate a = (Nest.AgainstAggregate) n.nests().get(0);
        assertThat(a.column().text()).isEqualTo("salary");
        assertThat(a.op()).isEqualTo(Op.GT);
        assertThat(a.aggregate()).isEqualTo(Aggregate.AVG);
        assertThat(texts(n)).doesNotContain("salary", "more than", "average");
    }

    @Test
    void should_not_read_a_comparison_with_an_average_of_another_column() {
        Nesting n = read("flight_1", "Show names for all employees with salary more than the average distance.");
        assertThat(n.nests()).isEmpty();
    }

    @Test
    void should_mark_both_when_the_question_says_both() {
        Nesting n = read("race_track", "Show the locations that have both tracks with more than 90000 seats and tracks with fewer than 70000 seats.");
        assertThat(n.nests()).containsExactly(new Nest.Both());
        assertThat(texts(n)).doesNotContain("both");
    }

    @Test
    void should_read_the_values_after_but_not_as_rows_taken_away_when_they_stand_for_the_values_before() {
        Nesting n = read("flight_1", "Show the destinations of flights from Los Angeles but not from Chicago.");
        assertThat(n.nests()).singleElement().isInstanceOfSatisfying(Nest.Except.class, e -> {
            assertThat(e.right().restrictions()).singleElement().satisfies(r -> assertThat(r.values()).containsExactly("Chicago"));
        });
        assertThat(texts(n)).doesNotContain("but", "not", "chicago").contains("los angeles");
    }

    @Test
    void should_leave_but_in_place_when_what_follows_not_is_no_value_of_the_same_kind() {
        Nesting n = read("flight_1", "Show the destinations of flights from Los Angeles but not with price 300.");
        assertThat(n.nests()).noneMatch(x -> x instanceof Nest.Except);
        assertThat(texts(n)).contains("but");
    }

    @Test
    void should_read_a_determiner_before_a_table_as_distinct_when_it_follows_have() {
        Nesting n = read("loan_1", "Find the name and credit score of the customers who have some loans.");
        assertThat(Reading.kinds(n.outer())).contains("DISTINCT[some]").doesNotContain("UNPLACED[some]");
    }

    @Test
    void should_keep_a_determiner_when_it_opens_a_clause_or_the_question_counts() {
        assertThat(Reading.kinds(read("hospital_1", "Tell me the distinct block codes where some rooms are available.").outer())).contains("UNPLACED[some]");
        assertThat(Reading.kinds(read("loan_1", "How many customers have any loans?").outer())).contains("UNPLACED[any]");
    }

    @Test
    void should_drop_a_determiner_when_the_count_is_already_of_distinct_values() {
        Nesting n = read("scientist_1", "How many different scientists are assigned to any project?");
        assertThat(texts(n)).doesNotContain("any");
    }

    @Test
    void should_read_a_table_before_the_related_one_as_the_way_to_it_when_a_negation_names_two() {
        Nesting n = read("workshop_paper", "List the authors who do not have submission to any workshop.");
        Nest.Absent a = (Nest.Absent) n.nests().get(0);
        assertThat(a.related().tables()).extracting(Target::toString).containsExactly("workshop");
        assertThat(a.via().tables()).extracting(Target::toString).containsExactly("submission");
        assertThat(texts(n)).contains("authors").doesNotContain("submission", "workshop", "any", "not");
    }
}

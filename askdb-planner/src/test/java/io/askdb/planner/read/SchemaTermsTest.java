package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.SpiderDatabases;
import org.junit.jupiter.api.Test;

/** Catalog phrases over the Spider databases dorm_1 and department_management (see src/test/resources/spider). */
class SchemaTermsTest {
    private static final SchemaTerms DORM = new SchemaTerms(SpiderDatabases.catalog("dorm_1"));
    private static final SchemaTerms DEPARTMENTS = new SchemaTerms(SpiderDatabases.catalog("department_management"));

    private static Term at(SchemaTerms terms, String phrase) {
        return terms.at(Words.of(phrase), 0);
    }

    @Test
    void should_name_a_table_by_its_words_when_the_phrase_is_its_plural() {
        Term t = at(DORM, "students");
        assertThat(t.targets()).extracting(Target::toString).containsExactly("Student");
        assertThat(t.exact()).isTrue();
        assertThat(t.tables()).hasSize(1);
        assertThat(t.columns()).isEmpty();
    }

    @Test
    void should_name_a_column_exactly_when_the_phrase_spells_its_whole_name() {
        Term t = at(DEPARTMENTS, "born state");
        assertThat(t.targets()).extracting(Target::toString).containsExactly("head.born_state");
        assertThat(t.exact()).isTrue();
        assertThat(t.end()).isEqualTo(2);
        assertThat(t.text()).isEqualTo("born state");
    }

    @Test
    void should_name_only_that_tables_column_when_the_phrase_puts_the_table_before_the_column() {
        Term t = at(DEPARTMENTS, "head name");
        assertThat(t.targets()).extracting(Target::toString).containsExactly("head.name");
        assertThat(t.exact()).isTrue();
    }

    @Test
    void should_name_every_column_so_called_when_the_phrase_is_a_shared_column_name() {
        Term t = at(DEPARTMENTS, "names");
        assertThat(t.targets()).extracting(Target::toString).containsExactlyInAnyOrder("department.Name", "head.name");
        assertThat(t.exact()).isTrue();
    }

    @Test
    void should_name_a_column_weakly_when_the_phrase_is_its_name_without_its_tables_words() {
        Term t = at(DORM, "name");
        assertThat(t.targets()).extracting(Target::toString).containsExactlyInAnyOrder("Dorm.dorm_name", "Dorm_amenity.amenity_name");
        assertThat(t.exact()).isFalse();
    }

    @Test
    void should_drop_an_abbreviation_of_the_tables_word_when_the_column_starts_with_it() {
        Term id = at(DORM, "id");
        assertThat(id.targets()).extracting(Target::toString).containsExactly("Student.StuID");
        assertThat(id.exact()).isFalse();
        Term qualified = at(DORM, "student id");
        assertThat(qualified.targets()).extracting(Target::toString).containsExactly("Student.StuID");
        assertThat(qualified.exact()).isTrue();
    }

    @Test
    void should_take_the_longest_phrase_when_a_shorter_one_also_names_something() {
        Term t = at(DORM, "student capacity of dorms");
        assertThat(t.end()).isEqualTo(2);
        assertThat(t.targets()).extracting(Target::toString).containsExactly("Dorm.student_capacity");
    }

    @Test
    void should_name_nothing_when_the_word_is_quoted_or_not_in_the_catalog() {
        assertThat(at(DORM, "'students'")).isNull();
        assertThat(at(DORM, "zorbles")).isNull();
    }

    @Test
    void should_read_a_phrase_starting_inside_the_question_when_given_its_index() {
        Term t = DEPARTMENTS.at(Words.of("list the born state"), 2);
        assertThat(t.start()).isEqualTo(2);
        assertThat(t.end()).isEqualTo(4);
        assertThat(t.targets()).extracting(Target::toString).containsExactly("head.born_state");
    }
}

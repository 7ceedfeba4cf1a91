package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.SpiderDatabases;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Shortened column phrases over the Spider databases apartment_rentals, products_for_hire, soccer_2
 * and flight_1 (see src/test/resources/spider).
 */
class ColumnPhrasesTest {
    private static final SchemaTerms APARTMENTS = new SchemaTerms(SpiderDatabases.catalog("apartment_rentals"));
    private static final SchemaTerms PAYMENTS = new SchemaTerms(SpiderDatabases.catalog("products_for_hire"));
    private static final SchemaTerms SOCCER = new SchemaTerms(SpiderDatabases.catalog("soccer_2"));
    private static final SchemaTerms FLIGHTS = new SchemaTerms(SpiderDatabases.catalog("flight_1"));

    private static Term at(SchemaTerms terms, String phrase) {
        return terms.at(Words.of(phrase), 0);
    }

    @Test
    void should_name_a_code_column_by_its_words_without_code_when_no_other_name_has_them() {
        Term t = at(PAYMENTS, "payment type");
        assertThat(t.targets()).extracting(Target::toString).containsExactly("Payments.payment_type_code");
        assertThat(t.exact()).isTrue();
        assertThat(t.end()).isEqualTo(2);
    }

    @Test
    void should_drop_a_first_word_that_abbreviates_the_tables_word_when_the_column_starts_with_it() {
        Term number = at(APARTMENTS, "apartment numbers");
        assertThat(number.targets()).extracting(Target::toString).containsExactly("Apartments.apt_number");
        assertThat(number.exact()).isTrue();
        Term type = at(APARTMENTS, "type code");
        assertThat(type.targets()).extracting(Target::toString).containsExactly("Apartments.apt_type_code");
        assertThat(type.exact()).isFalse();
    }

    @Test
    void should_name_a_column_weakly_when_its_first_letter_is_its_tables_initial() {
        Term names = at(SOCCER, "names");
        assertThat(names.targets()).extracting(Target::toString).containsExactlyInAnyOrder("College.cName", "Player.pName");
        assertThat(names.exact()).isFalse();
        assertThat(at(SOCCER, "player name").targets()).extracting(Target::toString).containsExactly("Player.pName");
    }

    @Test
    void should_split_a_one_word_key_column_when_it_starts_with_its_tables_initial() {
        Term ids = at(FLIGHTS, "ids");
        assertThat(ids.targets()).extracting(Target::toString).containsExactlyInAnyOrder("aircraft.aid", "employee.eid");
        assertThat(ids.exact()).isFalse();
    }

    @Test
    void should_not_name_a_column_by_a_word_of_a_tables_name_when_only_code_follows_it() {
        // Apartment_Facilities.facility_code: "facility" names the table's rows, not the code
        Term t = at(APARTMENTS, "facility");
        assertThat(t == null ? List.of() : t.columns()).isEmpty();
    }

    @Test
    void should_keep_a_column_name_whole_when_it_does_not_start_with_an_abbreviation_of_its_table() {
        assertThat(ColumnPhrases.split(List.of("distance"), List.of("aircraft"), Set.of("distance", "id", "name"), false)).containsExactly("distance");
        assertThat(ColumnPhrases.split(List.of("aid"), List.of("aircraft"), Set.of("distance", "name"), false)).containsExactly("aid");
        assertThat(ColumnPhrases.abbreviatesAny("apt", List.of("apartment"))).isTrue();
        assertThat(ColumnPhrases.abbreviatesAny("pat", List.of("apartment"))).isFalse();
    }
}

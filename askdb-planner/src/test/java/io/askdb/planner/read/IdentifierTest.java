package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdentifierTest {

    @Test
    void should_split_camel_case_into_singular_words_when_the_name_is_camel_case() {
        assertThat(Identifier.words("BillingCountry")).containsExactly("billing", "country");
        assertThat(Identifier.words("InvoiceLines")).containsExactly("invoice", "line");
    }

    @Test
    void should_split_snake_case_and_spaces_when_the_name_has_separators() {
        assertThat(Identifier.words("media_types")).containsExactly("media", "type");
        assertThat(Identifier.words("Budget_in_Billions")).containsExactly("budget", "in", "billion");
        assertThat(Identifier.words("Order Details")).containsExactly("order", "detail");
    }

    @Test
    void should_keep_an_upper_case_run_as_one_word_when_a_capitalised_word_follows() {
        assertThat(Identifier.words("HTTPCode")).containsExactly("http", "code");
        assertThat(Identifier.words("StuID")).containsExactly("stu", "id");
        assertThat(Identifier.words("head_ID")).containsExactly("head", "id");
    }

    @Test
    void should_split_digits_from_letters_when_a_digit_follows_a_letter() {
        assertThat(Identifier.words("Area_km_2")).containsExactly("area", "km", "2");
        assertThat(Identifier.words("address2")).containsExactly("address", "2");
    }

    @Test
    void should_read_schema_abbreviations_as_their_words_when_a_name_part_is_one() {
        assertThat(Identifier.words("no_of_customers")).containsExactly("number", "of", "customer");
        assertThat(Identifier.words("num_employees")).containsExactly("number", "employee");
        assertThat(Identifier.words("dept_name")).containsExactly("department", "name");
        assertThat(Identifier.words("order_qty")).containsExactly("order", "quantity");
        assertThat(Identifier.words("prod_desc")).containsExactly("prod", "description");
    }

    @Test
    void should_return_no_words_when_the_name_has_no_letters_or_digits() {
        assertThat(Identifier.words("__")).isEmpty();
    }
}

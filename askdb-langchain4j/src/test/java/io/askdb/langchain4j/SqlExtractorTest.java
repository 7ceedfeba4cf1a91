package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SqlExtractorTest {
    private static final String COUNT = "SELECT COUNT(*) FROM orders";
    private final SqlExtractor extractor = new SqlExtractor();

    @Test
    void should_return_the_statement_when_fenced_with_sql_tag_case_c15_output_1() {
        assertThat(extractor.extract("```sql\nSELECT COUNT(*) FROM orders;\n```")).containsExactly(COUNT);
    }

    @Test
    void should_skip_a_bare_sql_line_when_it_precedes_the_statement_case_c15_output_2() {
        assertThat(extractor.extract("sql\nSELECT COUNT(*) FROM orders;")).containsExactly(COUNT);
    }

    @Test
    void should_drop_prose_in_another_language_when_it_follows_the_statement_case_c15_output_3() {
        assertThat(extractor.extract("SELECT COUNT(*) FROM orders; 这个查询统计订单表中的订单总数。")).containsExactly(COUNT);
        assertThat(extractor.extract("SELECT COUNT(*) FROM orders;\nЭтот запрос считает все заказы.")).containsExactly(COUNT);
    }

    @Test
    void should_return_both_statements_when_two_alternatives_are_separated_by_an_or_comment_case_c15_output_4() {
        assertThat(extractor.extract("SELECT COUNT(*) FROM orders;\n-- or\nSELECT COUNT(id) FROM orders;"))
                .containsExactly(COUNT, "SELECT COUNT(id) FROM orders");
    }

    @Test
    void should_return_both_statements_when_alternatives_have_no_semicolons() {
        assertThat(extractor.extract("SELECT COUNT(*) FROM orders\n-- or\nSELECT COUNT(id) FROM orders"))
                .containsExactly(COUNT, "SELECT COUNT(id) FROM orders");
    }

    @Test
    void should_return_every_fenced_statement_when_the_reply_has_two_fences() {
        String text = "Option A:\n```sql\nSELECT COUNT(*) FROM orders\n```\nOption B:\n```sql\nSELECT COUNT(id) FROM orders\n```";
        assertThat(extractor.extract(text)).containsExactly(COUNT, "SELECT COUNT(id) FROM orders");
    }

    @Test
    void should_count_a_repeated_statement_once_when_the_model_writes_it_twice() {
        String text = "```sql\nSELECT COUNT(*) FROM orders;\n```\nSo the query is: SELECT  COUNT(*)\nFROM orders;";
        assertThat(extractor.extract(text)).containsExactly(COUNT);
    }

    @Test
    void should_drop_english_prose_before_and_after_when_the_statement_is_unfenced() {
        String text = "Here is the query you asked for:\n\nSELECT COUNT(*) FROM orders\n\nThis counts every row in orders.";
        assertThat(extractor.extract(text)).containsExactly(COUNT);
    }

    @Test
    void should_stop_at_a_prose_line_when_no_blank_line_or_semicolon_ends_the_statement() {
        String text = "SELECT COUNT(*) FROM orders\nThis query counts the rows of the orders table";
        assertThat(extractor.extract(text)).containsExactly(COUNT);
    }

    @Test
    void should_take_the_statement_after_a_colon_when_prose_leads_on_the_same_line() {
        assertThat(extractor.extract("查询如下：SELECT COUNT(*) FROM orders;")).containsExactly(COUNT);
        assertThat(extractor.extract("SQL: SELECT COUNT(*) FROM orders")).containsExactly(COUNT);
    }

    @Test
    void should_keep_a_multiline_statement_whole_when_it_spans_lines() {
        String sql = "SELECT c.name, COUNT(o.id) AS n\nFROM customers c\nJOIN orders o ON o.customer_id = c.id\nGROUP BY c.name";
        assertThat(extractor.extract("```sql\n" + sql + ";\n```")).containsExactly(sql);
    }

    @Test
    void should_keep_a_with_query_whole_when_the_main_select_starts_a_line() {
        String sql = "WITH totals AS (\n  SELECT customer_id, SUM(total) AS t FROM orders GROUP BY customer_id\n)\nSELECT MAX(t) FROM totals";
        assertThat(extractor.extract(sql)).containsExactly(sql);
    }

    @Test
    void should_keep_a_union_whole_when_the_second_select_starts_a_line() {
        String sql = "SELECT name FROM customers\nUNION ALL\nSELECT city FROM customers";
        assertThat(extractor.extract(sql)).containsExactly(sql);
    }

    @Test
    void should_keep_a_fenced_statement_whole_when_it_contains_blank_lines() {
        String sql = "SELECT name\n\nFROM customers";
        assertThat(extractor.extract("```\n" + sql + "\n```")).containsExactly(sql);
    }

    @Test
    void should_not_end_the_statement_when_a_semicolon_or_dash_is_inside_a_string_or_quoted_name() {
        String sql = "SELECT \"a;b\", 'x -- y; z' FROM \"Order Details\" WHERE note = 'it''s; fine'";
        assertThat(extractor.extract(sql + ";")).containsExactly(sql);
    }

    @Test
    void should_keep_non_ascii_data_when_it_is_inside_a_string_literal() {
        String sql = "SELECT COUNT(*) FROM customers WHERE city = '北京'";
        assertThat(extractor.extract(sql + "\n这个查询统计北京的客户。")).containsExactly(sql);
    }

    @Test
    void should_return_nothing_when_the_reply_is_prose_only() {
        assertThat(extractor.extract("I cannot answer this: the schema has no salary column.")).isEmpty();
        assertThat(extractor.extract("Select the table you want and I will write the query.")).isEmpty();
        assertThat(extractor.extract("With this schema the question cannot be answered.")).isEmpty();
        assertThat(extractor.extract("   ")).isEmpty();
        assertThat(extractor.extract(null)).isEmpty();
    }

    @Test
    void should_extract_a_data_changing_statement_when_the_model_writes_one_so_the_guard_can_refuse_it() {
        assertThat(extractor.extract("```sql\nDELETE FROM orders;\n```")).containsExactly("DELETE FROM orders");
    }

    @Test
    void should_extract_from_an_unclosed_fence_when_the_reply_was_cut_off() {
        assertThat(extractor.extract("```sql\nSELECT COUNT(*) FROM orders")).containsExactly(COUNT);
    }

    @Test
    void should_drop_trailing_comment_lines_when_they_follow_the_statement() {
        assertThat(extractor.extract("SELECT COUNT(*) FROM orders\n-- counts all orders")).containsExactly(COUNT);
    }

    @Test
    void should_treat_a_line_as_prose_when_it_reads_as_a_sentence() {
        assertThat(StatementScanner.isProse("This counts every row")).isTrue();
        assertThat(StatementScanner.isProse("Note that totals include tax.")).isTrue();
        assertThat(StatementScanner.isProse("Explanation:")).isTrue();
        assertThat(StatementScanner.isProse("这个查询统计订单")).isTrue();
        assertThat(StatementScanner.isProse("FROM orders WHERE note = 'Done.'")).isFalse();
        assertThat(StatementScanner.isProse("Name AS customer_name,")).isFalse();
        assertThat(StatementScanner.isProse("  JOIN customers c ON c.id = o.customer_id")).isFalse();
    }
}

package io.askdb.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class PolicyTest {
    private static Table table(String schema, String name, List<String> columns, List<ForeignKey> fks) {
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null,
                columns.stream().map(c -> new Column(c, "TEXT", Types.VARCHAR, true, null, List.of("v1"))).toList(), List.of(), fks, -1);
    }

    @Test
    void should_match_globs_case_insensitively_and_quoted_parts_exactly_when_patterns_are_written_so() {
        assertThat(new NamePattern("hr.*").matchesTable(new TableId("HR", "salaries"))).isTrue();
        assertThat(new NamePattern("hr.*").matchesTable(new TableId(null, "salaries"))).isFalse();
        assertThat(new NamePattern("*.ssn").matchesColumn(new TableId("public", "person"), "SSN")).isTrue();
        assertThat(new NamePattern("Customer.Email").matchesColumn(new TableId(null, "CUSTOMER"), "email")).isTrue();
        assertThat(new NamePattern("\"Odd.Name\".col").matchesColumn(new TableId(null, "Odd.Name"), "COL")).isTrue();
        assertThat(new NamePattern("\"Odd.Name\".col").matchesColumn(new TableId(null, "odd.name"), "col")).isFalse();
        assertThat(new NamePattern("sqlite_stat?").matchesTable(new TableId(null, "sqlite_stat1"))).isTrue();
    }

    @Test
    void should_reject_pattern_naming_the_field_when_it_is_malformed() {
        assertThatThrownBy(() -> new NamePattern("a.b.c.d")).hasMessageContaining("NamePattern.text 'a.b.c.d' has 4 parts");
        assertThatThrownBy(() -> new NamePattern("a..b")).hasMessageContaining("has an empty part");
        assertThatThrownBy(() -> new NamePattern("\"a.b")).hasMessageContaining("unclosed quote");
        assertThatThrownBy(() -> new RowFilter(new NamePattern("Invoice"), " ", "tenant")).hasMessage("RowFilter.column must not be blank");
        assertThatThrownBy(() -> new Policy(List.of(new NamePattern("a.b.c")), List.of(), List.of(), List.of()))
                .hasMessageContaining("Policy.hiddenTables: 'a.b.c'");
        assertThatThrownBy(() -> Masking.parse("scramble")).hasMessage("unknown masking rule 'scramble'; use email, last4 or redact");
    }

    @Test
    void should_mask_values_when_each_rule_applies() {
        assertThat(Masking.EMAIL.apply("alice@example.com")).isEqualTo("a***@example.com");
        assertThat(Masking.EMAIL.apply("no-at-sign")).isEqualTo("***");
        assertThat(Masking.LAST4.apply(4111111111111111L)).isEqualTo("************1111");
        assertThat(Masking.LAST4.apply("123")).isEqualTo("***");
        assertThat(Masking.REDACT.apply(42)).isEqualTo("***");
        assertThat(Masking.EMAIL.apply(null)).isNull();
    }

    @Test
    void should_drop_hidden_tables_columns_and_their_keys_when_catalog_is_made_visible() {
        Table employee = table(null, "Employee", List.of("EmployeeId", "Name"), List.of());
        Table customer = table(null, "Customer", List.of("CustomerId", "Email", "Company", "SupportRepId"),
                List.of(new ForeignKey("fk", List.of("SupportRepId"), new TableId(null, "Employee"), List.of("EmployeeId"))));
        Table master = table(null, "sqlite_master", List.of("name"), List.of());
        Policy p = new Policy(List.of(new NamePattern("employee")), List.of(new NamePattern("*.company")),
                List.of(new MaskedColumn(new NamePattern("Customer.Email"), Masking.EMAIL)), List.of());

        Catalog visible = p.visible(new Catalog(Dialect.SQLITE, null, List.of(employee, customer, master)));

        assertThat(visible.tables()).extracting(t -> t.id().name()).containsExactly("Customer");
        Table c = visible.tables().get(0);
        assertThat(c.columns()).extracting(Column::name).containsExactly("CustomerId", "Email", "SupportRepId");
        assertThat(c.foreignKeys()).isEmpty();
        assertThat(c.column("Email").orElseThrow().sampleValues()).isEmpty();
        assertThat(c.column("Email").orElseThrow().comment()).startsWith("masked in results");
        assertThat(c.column("CustomerId").orElseThrow().sampleValues()).containsExactly("v1");
    }

    @Test
    void should_hide_engine_metadata_when_policy_is_empty() {
        assertThat(Policy.NONE.hidesTable(new TableId("information_schema", "tables"))).isTrue();
        assertThat(Policy.NONE.hidesTable(new TableId(null, "pg_stats"))).isTrue();
        assertThat(Policy.NONE.hidesTable(new TableId(null, "sqlite_stat4"))).isTrue();
        assertThat(Policy.NONE.hidesTable(new TableId(null, "duckdb_tables"))).isTrue();
        assertThat(Policy.NONE.hidesTable(new TableId("mysql", "user"))).isTrue();
        assertThat(Policy.NONE.hidesTable(new TableId(null, "Invoice"))).isFalse();
        assertThat(Policy.NONE.isOpen()).isTrue();
    }

    @Test
    void should_carry_the_caller_when_a_question_moves_into_a_conversation() {
        io.askdb.Question q = io.askdb.Question.of("How many?").by(Caller.of("tenant", "7")).inConversation("c1");
        assertThat(q.caller().attribute("tenant")).contains("7");
        assertThat(new io.askdb.Question("x", "", "").caller()).isEqualTo(Caller.ANONYMOUS);
        assertThatThrownBy(() -> Caller.of(" ", "1")).hasMessage("Caller.attributes: a name is blank");
    }

    @Test
    void should_keep_the_id_through_a_conversation_and_refuse_a_blank_one_when_a_caller_is_identified() {
        Caller tenant = Caller.of("tenant", "7").identified("key:0123456789abcdef");
        io.askdb.Question q = io.askdb.Question.of("How many?").by(tenant).inConversation("c1");

        assertThat(q.caller().id()).isEqualTo("key:0123456789abcdef");
        assertThat(q.caller().attribute("tenant")).contains("7");
        assertThat(Caller.ANONYMOUS.id()).isNull();
        assertThat(Caller.of("tenant", "7").id()).isNull();
        assertThatThrownBy(() -> Caller.ANONYMOUS.identified(" "))
                .hasMessage("Caller.id must be null or 1 to 128 non-blank characters, was ' '");
    }

    @Test
    void should_narrow_with_added_entries_after_declared_ones_and_drop_view_definitions_when_views_are_shown() {
        Policy declared = new Policy(List.of(), List.of(), List.of(new MaskedColumn(new NamePattern("*.pay"), Masking.LAST4)), List.of());
        Policy effective = declared.plus(List.of(new NamePattern("\"secret_view\"")), List.of(new NamePattern("\"staff\".\"ssn\"")),
                List.of(new MaskedColumn(new NamePattern("\"staff\".\"pay\""), Masking.REDACT)));
        Table view = new Table(new TableId(null, "staff"), Table.Kind.VIEW, null,
                List.of(new Column("name", "TEXT", Types.VARCHAR, true, null, List.of()), new Column("ssn", "TEXT", Types.VARCHAR, true, null, List.of()),
                        new Column("pay", "TEXT", Types.VARCHAR, true, null, List.of())), List.of(), List.of(), -1,
                "CREATE VIEW staff AS SELECT name, ssn, pay FROM e");

        Catalog visible = effective.visible(new Catalog(Dialect.SQLITE, null, List.of(view)));

        assertThat(effective.masking(view.id(), "pay")).as("a declared entry matches first").contains(Masking.LAST4);
        assertThat(effective.hidesTable(new TableId(null, "secret_view"))).isTrue();
        assertThat(effective.hidesTable(new TableId(null, "SECRET_VIEW"))).as("added entries match exactly").isFalse();
        assertThat(visible.tables().get(0).columns()).extracting(Column::name).containsExactly("name", "pay");
        assertThat(visible.tables().get(0).definition()).isNull();
        assertThat(declared.plus(List.of(), List.of(), List.of())).isSameAs(declared);
    }
}

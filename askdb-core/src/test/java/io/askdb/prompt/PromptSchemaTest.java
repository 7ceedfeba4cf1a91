package io.askdb.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.linking.JoinPath;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The schema part of the prompt stays within its budget in prompt tokens, spends it on the best
 * tables whole, and keeps a bridge table's join keys when the rest of it does not fit (issue 18).
 */
class PromptSchemaTest {
    /** Counts words: a stand-in tokenizer, as the budget rule holds for any counter. */
    private static final TokenCounter WORDS = text -> text == null || text.isBlank() ? 0 : text.strip().split("\\s+").length;

    /** customers and products (40 columns each), and the wide purchases bridge between them (60 columns). */
    private static final Catalog SHOP = new Catalog(Dialect.POSTGRESQL, "public", List.of(
            table("customers", List.of("customer_id"), List.of(), List.of("customer_id", "name"), 38),
            table("products", List.of("product_id"), List.of(), List.of("product_id", "title"), 38),
            table("purchases", List.of(), List.of(fk("customer_id", "customers", "customer_id"), fk("product_id", "products", "product_id")),
                    List.of("customer_id", "product_id"), 58)));

    private static Table table(String name, List<String> primaryKey, List<ForeignKey> fks, List<String> named, int filler) {
        List<Column> columns = new ArrayList<>();
        named.forEach(n -> columns.add(new Column(n, "integer", Types.INTEGER, false, null, List.of())));
        IntStream.range(0, filler).forEach(i -> columns.add(new Column(name + "_attribute_" + i, "text", Types.VARCHAR, true, null, List.of())));
        return new Table(new TableId("public", name), Table.Kind.TABLE, null, columns, primaryKey, fks, -1);
    }

    private static ForeignKey fk(String column, String target, String targetColumn) {
        return new ForeignKey(null, List.of(column), new TableId("public", target), List.of(targetColumn));
    }

    /** The linker's view: the two named tables first, the bridge third; two essential columns each (the bridge's keys). */
    private static LinkedSchema linked() {
        List<LinkedTable> tables = new ArrayList<>();
        for (Table t : SHOP.tables()) {
            List<String> names = t.columns().stream().map(Column::name).toList();
            tables.add(new LinkedTable(t.id(), 1.0, names, 2));
        }
        return new LinkedSchema(tables);
    }

    @Test
    void should_show_every_table_whole_when_the_budget_holds_them_all() {
        PromptSchema schema = PromptSchema.fit(SHOP, linked(), 100_000, WORDS);

        assertThat(schema.tables()).extracting(t -> t.columns().size()).containsExactly(40, 40, 60);
        assertThat(schema.text()).contains("FOREIGN KEY (\"customer_id\") REFERENCES \"customers\" (\"customer_id\")")
                .doesNotContain("not shown");
        assertThat(schema.tokens()).isEqualTo(WORDS.count(schema.text()));
        assertThat(schema.joins()).isEmpty();
    }

    @Test
    void should_keep_the_bridge_keys_and_stay_within_the_budget_when_the_bridge_does_not_fit_whole() {
        PromptSchema whole = PromptSchema.fit(SHOP, linked(), 100_000, WORDS);
        int budget = (int) (whole.tokens() * 0.75);

        PromptSchema schema = PromptSchema.fit(SHOP, linked(), budget, WORDS);

        assertThat(schema.tokens()).isLessThanOrEqualTo(budget).isEqualTo(WORDS.count(schema.text()));
        assertThat(schema.tables()).extracting(t -> t.id().name()).containsExactly("customers", "products", "purchases");
        Table bridge = schema.tables().get(2);
        assertThat(bridge.columns()).extracting(Column::name).containsExactly("customer_id", "product_id");
        assertThat(bridge.foreignKeys()).hasSize(2);
        assertThat(schema.text()).contains("-- 58 more columns not shown");
    }

    @Test
    void should_show_nothing_when_not_even_one_table_fits() {
        PromptSchema schema = PromptSchema.fit(SHOP, linked(), 5, WORDS);

        assertThat(schema.tables()).isEmpty();
        assertThat(schema.tokens()).isZero();
    }

    @Test
    void should_list_an_inferred_join_and_leave_out_one_its_foreign_key_clause_shows() {
        TableId customers = new TableId("public", "customers");
        TableId purchases = new TableId("public", "purchases");
        LinkedSchema withJoins = new LinkedSchema(linked().tables(), List.of(
                new JoinPath(purchases, List.of("customer_id"), customers, List.of("customer_id"), true),
                new JoinPath(purchases, List.of("product_id"), new TableId("public", "products"), List.of("product_id"), false)),
                List.of(), List.of());

        PromptSchema schema = PromptSchema.fit(SHOP, withJoins, 100_000, WORDS);

        assertThat(schema.joins()).isEqualTo("join: \"purchases\".\"product_id\" = \"products\".\"product_id\"  (inferred from the column names)");
        assertThat(schema.tokens()).isEqualTo(WORDS.count(schema.text()) + WORDS.count(schema.joins()));
    }
}

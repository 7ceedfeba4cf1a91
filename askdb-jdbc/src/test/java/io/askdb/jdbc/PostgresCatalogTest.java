package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PostgresCatalogTest {
    static Catalog catalog;

    @BeforeAll
    static void setUp() throws Exception {
        String url = SharedPostgres.database("catalog_cases",
                "CREATE TABLE \"Riskitems\" (\"RiskId\" integer PRIMARY KEY, \"Title\" text NOT NULL, \"Severity\" text NOT NULL)",
                "INSERT INTO \"Riskitems\" VALUES (1,'Vendor lock-in','High'),(2,'Key staff leaves','Medium'),(3,'Data center outage','High')",
                "CREATE SCHEMA sales",
                "CREATE TABLE sales.orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL)",
                "INSERT INTO sales.orders VALUES (1,'EU',100.00),(2,'US',250.00),(3,'EU',50.00)",
                "CREATE TABLE public.audit_log (id integer PRIMARY KEY, note text)",
                "COMMENT ON TABLE public.audit_log IS 'Who changed what'",
                "COMMENT ON COLUMN public.audit_log.note IS 'Free text written by the operator'",
                "CREATE SCHEMA crm", "CREATE SCHEMA billing",
                "CREATE TABLE crm.test (id integer PRIMARY KEY, name text NOT NULL)",
                "CREATE TABLE billing.test (id integer PRIMARY KEY, amount numeric(10,2) NOT NULL, paid boolean NOT NULL,"
                        + " crm_id integer, CONSTRAINT billing_crm FOREIGN KEY (crm_id) REFERENCES crm.test(id))",
                "CREATE TABLE public.sale (sale_date date NOT NULL, amount_eur numeric(10,2) NOT NULL)",
                "CREATE MATERIALIZED VIEW monthly_sales AS SELECT date_trunc('month', sale_date)::date AS month,"
                        + " SUM(amount_eur) AS total_eur FROM sale GROUP BY 1",
                "CREATE VIEW eu_orders AS SELECT * FROM sales.orders WHERE region = 'EU'",
                "CREATE TABLE pair (a int, b int, PRIMARY KEY (b, a))",
                "CREATE TABLE pair_ref (x int, y int, FOREIGN KEY (y, x) REFERENCES pair (b, a))",
                "ANALYZE");
        catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(url, SharedPostgres.credentials()), CatalogOptions.DEFAULT).catalog();
    }

    @Test
    void should_list_every_user_schema_and_skip_system_schemas_when_reading_postgres() {
        assertThat(catalog.dialect()).isEqualTo(Dialect.POSTGRESQL);
        assertThat(catalog.defaultSchema()).isEqualTo("public");
        assertThat(catalog.tables()).extracting(t -> t.id().displayName()).containsExactly(
                "billing.test", "crm.test", "public.Riskitems", "public.audit_log", "public.eu_orders",
                "public.monthly_sales", "public.pair", "public.pair_ref", "public.sale", "sales.orders");
    }

    @Test
    void should_keep_exact_case_when_names_are_mixed_case() {
        Table risk = catalog.resolve(null, "Riskitems").get(0);
        assertThat(risk.id()).isEqualTo(new TableId("public", "Riskitems"));
        assertThat(risk.columns()).extracting(Column::name).containsExactly("RiskId", "Title", "Severity");
        assertThat(Dialect.POSTGRESQL.quote(risk.id().name())).isEqualTo("\"Riskitems\"");
        assertThat(risk.column("Severity").orElseThrow().sampleValues()).containsExactly("High", "Medium");
        assertThat(risk.rowEstimate()).isEqualTo(3);
    }

    @Test
    void should_keep_two_tables_apart_when_two_schemas_share_a_name() {
        Table crm = catalog.table(new TableId("crm", "test")).orElseThrow();
        Table billing = catalog.table(new TableId("billing", "test")).orElseThrow();
        assertThat(crm.columns()).extracting(Column::name).containsExactly("id", "name");
        assertThat(billing.columns()).extracting(Column::name).containsExactly("id", "amount", "paid", "crm_id");
        assertThat(billing.column("amount").orElseThrow().typeName()).isEqualTo("numeric(10,2)");
        assertThat(billing.foreignKeys()).containsExactly(
                new ForeignKey("billing_crm", java.util.List.of("crm_id"), new TableId("crm", "test"), java.util.List.of("id")));
        assertThat(catalog.resolve(null, "test")).hasSize(2);
    }

    @Test
    void should_list_views_and_materialized_views_with_their_kinds() {
        assertThat(catalog.table(new TableId("public", "monthly_sales")).orElseThrow().kind()).isEqualTo(Table.Kind.MATERIALIZED_VIEW);
        assertThat(catalog.table(new TableId("public", "monthly_sales")).orElseThrow().columns())
                .extracting(Column::name).containsExactly("month", "total_eur");
        assertThat(catalog.table(new TableId("public", "eu_orders")).orElseThrow().kind()).isEqualTo(Table.Kind.VIEW);
        assertThat(catalog.table(new TableId("sales", "orders")).orElseThrow().kind()).isEqualTo(Table.Kind.TABLE);
    }

    @Test
    void should_read_comments_through_remarks_when_comments_exist() {
        Table audit = catalog.table(new TableId("public", "audit_log")).orElseThrow();
        assertThat(audit.comment()).isEqualTo("Who changed what");
        assertThat(audit.column("note").orElseThrow().comment()).isEqualTo("Free text written by the operator");
        assertThat(audit.column("id").orElseThrow().nullable()).isFalse();
        assertThat(audit.column("note").orElseThrow().nullable()).isTrue();
    }

    @Test
    void should_order_composite_keys_by_key_sequence() {
        assertThat(catalog.table(new TableId("public", "pair")).orElseThrow().primaryKey()).containsExactly("b", "a");
        ForeignKey fk = catalog.table(new TableId("public", "pair_ref")).orElseThrow().foreignKeys().get(0);
        assertThat(fk.columns()).containsExactly("y", "x");
        assertThat(fk.targetColumns()).containsExactly("b", "a");
    }
}

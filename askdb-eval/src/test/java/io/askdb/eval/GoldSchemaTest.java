package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Gold queries copied from defog sql-eval ({@code data/defog/questions/*.csv}, Apache-2.0) and
 * BEAVER ({@code data/beaver/dev_dw.json}, see {@code data/beaver/LICENSE}).
 */
class GoldSchemaTest {
    private static Catalog academic;
    private static Catalog carDealership;
    private static Catalog dw;
    private static final Catalog SHOP = new Catalog(Dialect.POSTGRESQL, "public", List.of(
            table("public", "orders", "id", "customer_id", "total"),
            table("public", "customers", "id", "name"),
            table("sales", "orders", "id", "region")));

    @BeforeAll
    static void catalogs() {
        academic = sqlite("academic");
        carDealership = sqlite("car_dealership");
        dw = BeaverCatalogs.read(Path.of("../data/beaver/dev_tables.json")).get("dw");
    }

    private static Catalog sqlite(String db) {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of("../data/defog/sqlite/" + db + ".db", null), CatalogOptions.NO_SAMPLES).catalog();
    }

    private static Table table(String schema, String name, String... columns) {
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null,
                Arrays.stream(columns).map(c -> new Column(c, "integer", Types.INTEGER, true, null, null)).toList(), null, null, -1);
    }

    @Test
    void should_resolve_nested_in_subqueries_when_defog_query_names_tables_directly() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT author.name FROM author WHERE author.aid IN (SELECT domain_author.aid FROM domain_author"
                + " WHERE domain_author.did IN (SELECT domain.did FROM DOMAIN WHERE domain.name IN ('Machine Learning', 'Data Science'))"
                + " GROUP BY 1 HAVING COUNT(DISTINCT domain_author.did) = 2);", academic);
        assertThat(gold.tables()).containsExactly("author", "domain_author", "domain");
        assertThat(gold.columns()).containsExactlyInAnyOrder("author.name", "author.aid", "domain_author.aid", "domain_author.did",
                "domain.did", "domain.name");
    }

    @Test
    void should_resolve_aliases_when_defog_query_joins_four_tables() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT a.aid, COUNT(c.cited) AS total_citations FROM author AS a JOIN writes AS w ON a.aid = w.aid"
                + " JOIN publication AS p ON w.pid = p.pid JOIN cite AS c ON p.pid = c.cited GROUP BY a.aid ORDER BY total_citations DESC NULLS FIRST",
                academic);
        assertThat(gold.tables()).containsExactly("author", "writes", "publication", "cite");
        assertThat(gold.columns()).containsExactlyInAnyOrder("author.aid", "cite.cited", "writes.aid", "writes.pid", "publication.pid");
    }

    @Test
    void should_skip_cte_names_but_keep_their_tables_when_defog_query_has_ctes() {
        GoldSchema.Gold gold = GoldSchema.of("WITH latest_snapshot AS (SELECT MAX(snapshot_date) AS snapshot_date FROM inventory_snapshots"
                + " WHERE snapshot_date BETWEEN '2023-03-01' AND '2023-03-31'), latest_snapshot_data AS (SELECT inv.car_id FROM"
                + " inventory_snapshots AS inv JOIN latest_snapshot AS ls ON inv.snapshot_date = ls.snapshot_date WHERE inv.is_in_inventory = TRUE)"
                + " SELECT c.id, c.make, c.model, c.year FROM cars AS c JOIN latest_snapshot_data AS lsd ON c.id = lsd.car_id;", carDealership);
        assertThat(gold.tables()).containsExactly("inventory_snapshots", "cars");
        assertThat(gold.columns()).containsExactlyInAnyOrder("inventory_snapshots.snapshot_date", "inventory_snapshots.car_id",
                "inventory_snapshots.is_in_inventory", "cars.id", "cars.make", "cars.model", "cars.year");
    }

    @Test
    void should_match_beaver_gold_tables_when_dw_query_joins_five_tables() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT DISTINCT d.FCLT_BUILDING_KEY, e.BUILDING_STREET_ADDRESS, d.CITY, d.STATE, d.POSTAL_CODE"
                + " FROM FCLT_BUILDING_ADDRESS d JOIN FCLT_ROOMS a ON a.FCLT_BUILDING_KEY = d.FCLT_BUILDING_KEY JOIN FCLT_ORG_DLC_KEY b"
                + " ON a.FCLT_ORGANIZATION_KEY = b.FCLT_ORGANIZATION_KEY JOIN MASTER_DEPT_HIERARCHY c ON b.DLC_KEY = c.DLC_KEY JOIN BUILDINGS e"
                + " ON e.BUILDING_KEY = d.FCLT_BUILDING_KEY WHERE lower(c.DLC_NAME) = lower('History') AND d.ADDRESS_PURPOSE = 'STREET';", dw);
        assertThat(gold.tables()).containsExactly("fclt_building_address", "fclt_rooms", "fclt_org_dlc_key", "master_dept_hierarchy", "buildings");
        assertThat(gold.columns()).containsExactlyInAnyOrder("fclt_building_address.fclt_building_key", "fclt_building_address.city",
                "fclt_building_address.state", "fclt_building_address.postal_code", "fclt_building_address.address_purpose",
                "buildings.building_street_address", "buildings.building_key", "fclt_rooms.fclt_building_key",
                "fclt_rooms.fclt_organization_key", "fclt_org_dlc_key.fclt_organization_key", "fclt_org_dlc_key.dlc_key",
                "master_dept_hierarchy.dlc_key", "master_dept_hierarchy.dlc_name");
    }

    @Test
    void should_resolve_inside_derived_tables_when_beaver_query_nests_them() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT DISTINCT building_name, num_students FROM (SELECT fclt_building_key, COUNT(DISTINCT full_name)"
                + " AS num_students FROM fclt_rooms JOIN mit_student_directory ON office_location = BUILDING_ROOM GROUP BY fclt_building_key) AS a"
                + " JOIN fclt_building ON a.fclt_building_key = fclt_building.fclt_building_key JOIN (SELECT MAX(num_students) AS"
                + " max_num_students FROM (SELECT fclt_building_key, COUNT(DISTINCT full_name) AS num_students FROM fclt_rooms JOIN"
                + " mit_student_directory ON office_location = BUILDING_ROOM GROUP BY fclt_building_key) AS subquery1) AS b"
                + " ON a.num_students = b.max_num_students;", dw);
        assertThat(gold.tables()).containsExactly("fclt_rooms", "mit_student_directory", "fclt_building");
        assertThat(gold.columns()).containsExactlyInAnyOrder("fclt_rooms.fclt_building_key", "mit_student_directory.full_name",
                "mit_student_directory.office_location", "fclt_rooms.building_room", "fclt_building.building_name",
                "fclt_building.fclt_building_key");
    }

    @Test
    void should_find_exactly_beaver_gold_tables_when_every_beaver_dev_question() {
        Map<String, Catalog> catalogs = BeaverCatalogs.read(Path.of("../data/beaver/dev_tables.json"));
        List<String> differing = new ArrayList<>();
        int questions = 0;
        for (String file : List.of("dev_dw.json", "dev_nw.json")) {
            for (EvalQuestion q : DatasetReader.read(Path.of("../data/beaver/" + file), DatasetFormat.BEAVER)) {
                questions++;
                Set<String> expected = q.goldTables().stream().map(t -> t.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
                Set<String> found = GoldSchema.of(q.goldSql().get(0), catalogs.get(q.db())).tables();
                if (!found.equals(expected)) differing.add(file + " " + q.id() + ": " + found + " vs " + expected);
            }
        }
        assertThat(questions).isEqualTo(209);
        assertThat(differing).isEmpty();
    }

    @Test
    void should_qualify_only_non_default_schemas_when_catalog_has_schemas() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT o.total, s.region FROM orders o JOIN sales.orders s ON s.id = o.id", SHOP);
        assertThat(gold.tables()).containsExactly("orders", "sales.orders");
        assertThat(gold.columns()).containsExactlyInAnyOrder("orders.total", "orders.id", "sales.orders.region", "sales.orders.id");
    }

    @Test
    void should_resolve_correlated_columns_to_outer_table_when_subquery_is_in_where_and_select() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT name, (SELECT MAX(total) FROM orders WHERE customer_id = c.id) FROM customers c"
                + " WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND name <> '')", SHOP);
        assertThat(gold.tables()).containsExactly("customers", "orders");
        assertThat(gold.columns()).containsExactlyInAnyOrder("customers.name", "customers.id", "orders.total", "orders.customer_id");
    }

    @Test
    void should_leave_out_ambiguous_and_unknown_columns_when_unqualified() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT id, nope, customer_id FROM orders JOIN customers ON customer_id = customers.id", SHOP);
        assertThat(gold.tables()).containsExactly("orders", "customers");
        assertThat(gold.columns()).containsExactlyInAnyOrder("orders.customer_id", "customers.id");
    }

    @Test
    void should_scan_table_names_when_sql_does_not_parse() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT id FROM orders o JOIN customers c ON o.customer_id = c.id WHERE note = 'missing'"
                + " /* payments */ AND o.total > FROM sales.orders", SHOP);
        assertThat(gold.tables()).containsExactly("orders", "customers", "sales.orders");
        assertThat(gold.columns()).isEmpty();
    }

    @Test
    void should_return_nothing_when_tables_are_not_in_catalog() {
        GoldSchema.Gold gold = GoldSchema.of("SELECT x FROM missing m JOIN payments p ON m.id = p.id", SHOP);
        assertThat(gold.tables()).isEmpty();
        assertThat(gold.columns()).isEmpty();
    }
}

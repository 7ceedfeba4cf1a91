package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteCatalogTest {
    @TempDir
    static Path dir;
    static Catalog chinook;

    @BeforeAll
    static void readChinook() throws Exception {
        Path copy = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"),
                StandardCopyOption.REPLACE_EXISTING);
        chinook = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(copy.toString(), null), CatalogOptions.DEFAULT).catalog();
    }

    @Test
    void should_list_the_eleven_chinook_tables_unqualified_when_reading_sqlite() {
        assertThat(chinook.dialect()).isEqualTo(Dialect.SQLITE);
        assertThat(chinook.defaultSchema()).isNull();
        assertThat(chinook.tables()).extracting(t -> t.id().name()).containsExactly(
                "Album", "Artist", "Customer", "Employee", "Genre", "Invoice", "InvoiceLine", "MediaType",
                "Playlist", "PlaylistTrack", "Track");
        assertThat(chinook.tables()).allMatch(t -> t.id().schema() == null && t.kind() == Table.Kind.TABLE);
    }

    @Test
    void should_read_track_keys_and_columns_when_reading_chinook() {
        Table track = chinook.table(new TableId(null, "Track")).orElseThrow();
        assertThat(track.primaryKey()).containsExactly("TrackId");
        assertThat(track.foreignKeys()).extracting(ForeignKey::target).extracting(TableId::name)
                .containsExactlyInAnyOrder("Album", "Genre", "MediaType");
        ForeignKey genre = track.foreignKeys().stream().filter(f -> f.target().name().equals("Genre")).findFirst().orElseThrow();
        assertThat(genre.columns()).containsExactly("GenreId");
        assertThat(genre.targetColumns()).containsExactly("GenreId");
        assertThat(track.column("Name").orElseThrow().nullable()).isFalse();
        assertThat(track.column("Composer").orElseThrow().nullable()).isTrue();
        assertThat(track.column("Name").orElseThrow().typeName()).isEqualTo("NVARCHAR(200)");
        assertThat(chinook.table(new TableId(null, "PlaylistTrack")).orElseThrow().primaryKey())
                .containsExactly("PlaylistId", "TrackId");
    }

    @Test
    void should_sample_rock_among_genre_names_when_sampling_is_on() {
        List<String> samples = chinook.table(new TableId(null, "Genre")).orElseThrow().column("Name").orElseThrow().sampleValues();
        assertThat(samples).hasSize(5).contains("Rock");
        assertThat(chinook.table(new TableId(null, "Track")).orElseThrow().column("Name").orElseThrow().sampleValues())
                .as("3503 distinct track names are too many to sample").isEmpty();
    }

    @Test
    void should_list_view_with_kind_view_and_skip_internal_tables_when_database_has_views() throws Exception {
        Path db = SqliteFiles.create(dir.resolve("c14.db"),
                "CREATE TABLE t1 (k INTEGER PRIMARY KEY, d8 INTEGER NOT NULL, amt INTEGER NOT NULL)",
                "CREATE VIEW sales_readable AS SELECT k AS sale_id, printf('%04d-%02d-%02d', d8/10000, d8/100%100, d8%100)"
                        + " AS sale_date, amt/100.0 AS amount_eur FROM t1",
                "INSERT INTO t1 VALUES (1,20240105,1999),(2,20240212,500),(3,20240214,12050)",
                "CREATE TABLE seq (id INTEGER PRIMARY KEY AUTOINCREMENT)", "ANALYZE");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), null), CatalogOptions.NO_SAMPLES).catalog();
        assertThat(catalog.tables()).extracting(t -> t.id().name() + ":" + t.kind())
                .containsExactly("sales_readable:VIEW", "seq:TABLE", "t1:TABLE");
        assertThat(catalog.table(new TableId(null, "sales_readable")).orElseThrow().columns())
                .extracting(c -> c.name()).containsExactly("sale_id", "sale_date", "amount_eur");
        assertThat(catalog.table(new TableId(null, "t1")).orElseThrow().rowEstimate()).isEqualTo(3);
        // no sqlite_stat1 row for an empty table: it is counted, 0 rows
        assertThat(catalog.table(new TableId(null, "seq")).orElseThrow().rowEstimate()).isEqualTo(0);
    }

    @Test
    void should_count_small_tables_exactly_when_their_integer_keys_are_large_and_no_statistics_exist() throws Exception {
        // Spider hospital_1: 4 patients keyed by SSN 100000001..100000004; max(rowid) read them as 100 million rows
        Path db = SqliteFiles.create(dir.resolve("ssn.db"),
                "CREATE TABLE patient (ssn INTEGER PRIMARY KEY, name TEXT)",
                "INSERT INTO patient VALUES (100000001, 'a'), (100000002, 'b'), (100000003, 'c'), (100000004, 'd')",
                "CREATE TABLE appointment (id INTEGER PRIMARY KEY, rowid TEXT, _rowid_ TEXT, oid TEXT)",
                "INSERT INTO appointment (id) VALUES (13216584), (93216548)",
                "CREATE TABLE keyed (code TEXT PRIMARY KEY, label TEXT) WITHOUT ROWID",
                "INSERT INTO keyed VALUES ('x', '1'), ('y', '2'), ('z', '3')");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), null), CatalogOptions.NO_SAMPLES).catalog();
        assertThat(catalog.table(new TableId(null, "patient")).orElseThrow().rowEstimate()).isEqualTo(4);
        assertThat(catalog.table(new TableId(null, "appointment")).orElseThrow().rowEstimate()).as("every rowid name is a column").isEqualTo(2);
        assertThat(catalog.table(new TableId(null, "keyed")).orElseThrow().rowEstimate()).as("WITHOUT ROWID").isEqualTo(3);
    }

    @Test
    void should_extrapolate_past_the_exact_bound_from_the_density_of_the_counted_rowids_when_a_table_is_large() throws Exception {
        long n = SqliteRowCounts.EXACT_UP_TO + 50_000;
        String series = " WITH RECURSIVE s(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM s WHERE value < " + n + ")";
        Path db = SqliteFiles.create(dir.resolve("large.db"),
                "CREATE TABLE dense (id INTEGER PRIMARY KEY, v INTEGER)",
                "CREATE TABLE sparse (id INTEGER PRIMARY KEY, v INTEGER)",
                "CREATE TABLE keyed (id INTEGER, v INTEGER, PRIMARY KEY (id)) WITHOUT ROWID",
                "INSERT INTO dense" + series + " SELECT value, value FROM s",
                "INSERT INTO sparse" + series + " SELECT 100000000 + value * 1000, value FROM s",
                "INSERT INTO keyed" + series + " SELECT value, value FROM s");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), null), CatalogOptions.NO_SAMPLES).catalog();
        assertThat(catalog.table(new TableId(null, "dense")).orElseThrow().rowEstimate()).isEqualTo(n);
        // keys 1000 apart from 100,001,000: the span is 150 million, the rows 150,000
        assertThat(catalog.table(new TableId(null, "sparse")).orElseThrow().rowEstimate()).isBetween(n, n + 1);
        // no rowid to extrapolate over: counting stops one past the bound, a lower bound
        assertThat(catalog.table(new TableId(null, "keyed")).orElseThrow().rowEstimate()).isEqualTo(SqliteRowCounts.EXACT_UP_TO + 1);
    }

    @Test
    void should_introspect_and_sample_hostile_names_without_running_them_when_names_contain_quotes() throws Exception {
        String table = "x\"; DROP TABLE y; --";
        Path db = SqliteFiles.create(dir.resolve("hostile.db"),
                "CREATE TABLE y (id INTEGER PRIMARY KEY)",
                "CREATE TABLE \"x\"\"; DROP TABLE y; --\" (\"select\" TEXT, \"a \"\"b\" TEXT, \"prénom_名\" TEXT,"
                        + " y_id INTEGER REFERENCES y(id))",
                "INSERT INTO \"x\"\"; DROP TABLE y; --\" VALUES ('from', 'q\"uote', 'Zoë', 1)",
                "CREATE TABLE \"x_\" (other TEXT)");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), null), CatalogOptions.DEFAULT).catalog();
        Table hostile = catalog.table(new TableId(null, table)).orElseThrow();
        assertThat(hostile.columns()).extracting(c -> c.name()).containsExactly("select", "a \"b", "prénom_名", "y_id");
        assertThat(hostile.columns()).extracting(c -> c.sampleValues())
                .containsExactly(List.of("from"), List.of("q\"uote"), List.of("Zoë"), List.of());
        assertThat(hostile.foreignKeys()).extracting(ForeignKey::target).containsExactly(new TableId(null, "y"));
        assertThat(catalog.table(new TableId(null, "x_")).orElseThrow().columns()).extracting(c -> c.name()).containsExactly("other");
        assertThat(catalog.tables()).extracting(t -> t.id().name()).contains("y");
    }
}

package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BeaverCatalogsTest {
    @TempDir
    Path dir;

    @Test
    void should_build_tables_keys_and_types_when_entries_are_mysql() throws IOException {
        Path file = Files.writeString(dir.resolve("dev_tables.json"), """
                {"nova#sep#instances": {"db_id": "nova", "table_name_original": "instances",
                   "column_names_original": ["id", "uuid", "state"],
                   "column_types": ["int NOT NULL AUTO_INCREMENT", "varchar(36) COLLATE utf8mb3_unicode_ci NOT NULL DEFAULT ''",
                                    "enum('on','off') DEFAULT NULL"],
                   "primary_key": ["id"], "foreign_key": []},
                 "nova#sep#tags": {"db_id": "nova", "table_name_original": "tags", "column_names_original": ["instance_uuid", "parent_id", "tag"],
                   "column_types": ["varchar(36) NOT NULL", "int DEFAULT NULL", "varchar(80) NOT NULL"], "primary_key": ["instance_uuid", "tag"],
                   "foreign_key": [{"column_name": "instance_uuid", "referenced_table_name": "nova#sep#instances", "referenced_column_name": "uuid"},
                                   {"column_name": "parent_id", "referenced_table_name": "nova#sep#instances", "referenced_column_name": "id"}]},
                 "dw#sep#BUILDINGS": {"db_id": "dw", "table_name_original": "BUILDINGS", "column_names_original": ["BUILDING_KEY", "AREA"],
                   "column_types": ["VARCHAR2", "NUMBER"]}}
                """);
        Map<String, Catalog> catalogs = BeaverCatalogs.read(file);

        assertThat(catalogs.keySet()).containsExactly("nova", "dw");
        Catalog nova = catalogs.get("nova");
        assertThat(nova.dialect()).isEqualTo(Dialect.MYSQL);
        assertThat(nova.defaultSchema()).isNull();
        assertThat(nova.tables()).extracting(t -> t.id().name()).containsExactly("instances", "tags");
        Table instances = nova.tables().get(0);
        assertThat(instances.columns()).containsExactly(
                new Column("id", "int", Types.INTEGER, false, null, null),
                new Column("uuid", "varchar(36)", Types.VARCHAR, false, null, null),
                new Column("state", "enum('on','off')", Types.VARCHAR, true, null, null));
        assertThat(instances.primaryKey()).containsExactly("id");
        Table tags = nova.tables().get(1);
        assertThat(tags.primaryKey()).containsExactly("instance_uuid", "tag");
        assertThat(tags.foreignKeys()).containsExactly(
                new ForeignKey(null, List.of("instance_uuid"), new TableId(null, "instances"), List.of("uuid")),
                new ForeignKey(null, List.of("parent_id"), new TableId(null, "instances"), List.of("id")));
        Catalog dw = catalogs.get("dw");
        assertThat(dw.dialect()).isEqualTo(Dialect.GENERIC);
        assertThat(dw.tables().get(0).columns()).containsExactly(
                new Column("BUILDING_KEY", "VARCHAR2", Types.VARCHAR, true, null, null),
                new Column("AREA", "NUMBER", Types.NUMERIC, true, null, null));
        assertThat(dw.tables().get(0).primaryKey()).isEmpty();
    }

    @Test
    void should_name_entry_and_field_when_column_types_are_missing() throws IOException {
        Path file = Files.writeString(dir.resolve("dev_tables.json"),
                "{\"a#sep#t\": {\"db_id\": \"a\", \"table_name_original\": \"t\", \"column_names_original\": [\"x\"]}}");
        assertThatThrownBy(() -> BeaverCatalogs.read(file)).hasMessage("dev_tables.json entry \"a#sep#t\": field \"column_types\" is missing;"
                + " each entry needs db_id, table_name_original, column_names_original and column_types.");
    }

    @Test
    void should_refuse_when_names_and_types_differ_in_length() throws IOException {
        Path file = Files.writeString(dir.resolve("dev_tables.json"), "{\"a#sep#t\": {\"db_id\": \"a\", \"table_name_original\": \"t\","
                + " \"column_names_original\": [\"x\", \"y\"], \"column_types\": [\"int\"]}}");
        assertThatThrownBy(() -> BeaverCatalogs.read(file))
                .hasMessage("dev_tables.json entry \"a#sep#t\": 2 column names but 1 column types; the two lists must be of equal length.");
    }

    @Test
    void should_read_six_catalogs_with_463_tables_when_shipped_beaver_file() {
        Map<String, Catalog> catalogs = BeaverCatalogs.read(Path.of("../data/beaver/dev_tables.json"));
        assertThat(catalogs).hasSize(6);
        assertThat(catalogs.values().stream().mapToInt(c -> c.tables().size()).sum()).isEqualTo(463);
        assertThat(catalogs.get("dw").tables()).hasSize(97);
        assertThat(catalogs.get("dw").dialect()).isEqualTo(Dialect.GENERIC);
        assertThat(catalogs.get("csail_stata_nova").dialect()).isEqualTo(Dialect.MYSQL);
        assertThat(catalogs.values().stream().flatMap(c -> c.tables().stream()).mapToInt(t -> t.foreignKeys().size()).sum()).isEqualTo(242);
    }
}

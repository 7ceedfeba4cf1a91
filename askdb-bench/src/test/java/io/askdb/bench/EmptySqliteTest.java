package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmptySqliteTest {
    @TempDir
    Path work;

    @Test
    void should_write_quoted_columns_with_sqlite_affinities_and_keys_when_a_table_is_created() {
        Table orders = new Table(new TableId(null, "order"), Table.Kind.TABLE, null, List.of(
                new Column("id", "int(11)", Types.INTEGER, false, null, null),
                new Column("total", "NUMBER", Types.NUMERIC, true, null, null),
                new Column("placed", "DATE", Types.DATE, true, null, null),
                new Column("kind", "enum('a','b')", Types.OTHER, true, null, null),
                new Column("owner_id", "bigint", Types.BIGINT, true, null, null)),
                List.of("id"), List.of(new ForeignKey(null, List.of("owner_id"), new TableId(null, "owner"), List.of("id"))), -1);

        assertThat(EmptySqlite.createTable(orders)).isEqualTo("CREATE TABLE \"order\" (\"id\" INTEGER NOT NULL, \"total\" NUMERIC, "
                + "\"placed\" TEXT, \"kind\" TEXT, \"owner_id\" INTEGER, PRIMARY KEY (\"id\"), "
                + "FOREIGN KEY (\"owner_id\") REFERENCES \"owner\" (\"id\"))");
    }

    @Test
    void should_hold_beavers_97_dw_tables_and_1530_columns_without_rows_when_the_beaver_database_is_made() {
        AgentDatabase beaver = AgentDatabase.beaver(work);

        Catalog read = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(beaver.file().toString(), null), CatalogOptions.NO_SAMPLES)
                .catalog();

        assertThat(beaver.file()).isEqualTo(work.resolve("beaver-dw.sqlite"));
        assertThat(read.tables()).hasSize(97);
        assertThat(read.tables().stream().mapToInt(t -> t.columns().size()).sum()).isEqualTo(1530);
        Table keys = read.table(new TableId(null, "FCLT_ORG_DLC_KEY")).orElseThrow();
        assertThat(keys.columns()).extracting(Column::name, Column::typeName)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("FCLT_ORGANIZATION_KEY", "TEXT"),
                        org.assertj.core.groups.Tuple.tuple("DLC_KEY", "TEXT"));
        assertThat(beaver.questions()).hasSize(121);
        assertThat(beaver.questions().get(0).sql()).isEqualTo("SELECT COUNT(*) FROM \"FCLT_BUILDING_ADDRESS\"");
    }
}

package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;

/** Hand-built catalogs for the public-report cases and a shared guard. */
final class Fixtures {
    static final SqlGuard GUARD = StandardGuard.create();
    static final int CAP = 1000;

    private Fixtures() {
    }

    static Table table(String schema, String name, String... columns) {
        List<Column> cols = Arrays.stream(columns).map(c -> new Column(c, "TEXT", Types.VARCHAR, true, null, List.of())).toList();
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null, cols, List.of(), List.of(), -1);
    }

    /** The tables of cases C01, C05, C07, C15, C26, C27, C28 and Chinook's Album, in one database. */
    static Catalog catalog(Dialect dialect) {
        String schema = dialect == Dialect.POSTGRESQL ? "public" : null;
        return new Catalog(dialect, schema, List.of(
                table(schema, "restaurants", "id", "name", "owner_name", "rating"),
                table(schema, "menu_items", "id", "name", "order", "group", "unit price"),
                table(schema, "公司", "公司id", "公司名", "成立年份"),
                table(schema, "customers", "id", "name"),
                table(schema, "orders", "id", "customer_id", "total"),
                table(schema, "employee", "id", "name"),
                table(schema, "employees", "id", "name", "bio", "salary"),
                table(schema, "company", "id", "name"),
                table(schema, "Album", "AlbumId", "Title", "ArtistId")));
    }

    static GuardResult check(Dialect dialect, String sql) {
        return GUARD.check(new GuardRequest(sql, dialect, catalog(dialect), CAP));
    }

    static GuardResult checkWithoutCatalog(Dialect dialect, String sql) {
        return GUARD.check(new GuardRequest(sql, dialect, null, CAP));
    }

    static Refusal refused(GuardResult result) {
        if (result instanceof Refusal r) return r;
        throw new AssertionError("expected a refusal but the guard approved: " + result);
    }

    static ApprovedSql approved(GuardResult result) {
        if (result instanceof ApprovedSql a) return a;
        throw new AssertionError("expected approval but the guard refused: " + result);
    }
}

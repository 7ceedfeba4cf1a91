package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.List;

/**
 * Test-only: a tiny database with Chinook's names (Genre, Track, Invoice) and a table whose
 * names need quoting ({@code Order "Lines"} with {@code unit price} and {@code product name}),
 * created on any in-process engine with the same rows, and its catalog written by hand.
 */
final class MiniChinook {
    private MiniChinook() {
    }

    /** Creates and fills the tables; SQLite stores timestamps as ISO text, the others as TIMESTAMP. */
    static void create(Connection c, boolean sqlite) throws SQLException {
        String timestamp = sqlite ? "TEXT" : "TIMESTAMP";
        String stamp = sqlite ? "" : "TIMESTAMP ";
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE \"Genre\" (\"GenreId\" INTEGER PRIMARY KEY, \"Name\" VARCHAR(120))");
            s.execute("CREATE TABLE \"Track\" (\"TrackId\" INTEGER PRIMARY KEY, \"Name\" VARCHAR(200), \"GenreId\" INTEGER"
                    + " REFERENCES \"Genre\" (\"GenreId\"), \"Milliseconds\" INTEGER, \"Composer\" VARCHAR(220))");
            s.execute("CREATE TABLE \"Invoice\" (\"InvoiceId\" INTEGER PRIMARY KEY, \"InvoiceDate\" " + timestamp
                    + ", \"BillingCountry\" VARCHAR(40), \"Total\" DECIMAL(10,2))");
            s.execute("CREATE TABLE \"Order \"\"Lines\"\"\" (\"LineId\" INTEGER PRIMARY KEY, \"product name\" VARCHAR(40),"
                    + " \"unit price\" DECIMAL(10,2))");
            s.execute("INSERT INTO \"Genre\" VALUES (1, 'Rock'), (2, 'Jazz'), (3, 'Opera')");
            s.execute("INSERT INTO \"Track\" VALUES (1, 'A', 1, 320000, 'X'), (2, 'B', 1, 200000, NULL), (3, 'C', 1, 400000, NULL),"
                    + " (4, 'D', 2, 310000, 'Y'), (5, 'E', 2, 100000, 'Z')");
            s.execute("INSERT INTO \"Invoice\" VALUES (1, " + stamp + "'2022-01-03 00:00:00', 'USA', 1.98),"
                    + " (2, " + stamp + "'2022-01-31 00:00:00', 'Canada', 3.96), (3, " + stamp + "'2022-02-01 00:00:00', 'USA', 5.94),"
                    + " (4, " + stamp + "'2022-04-01 00:00:00', NULL, 8.91), (5, " + stamp + "'2023-01-01 00:00:00', 'France', 13.86)");
            s.execute("INSERT INTO \"Order \"\"Lines\"\"\" VALUES (1, 'tea', 2.50), (2, 'tea', 1.50), (3, 'jam', 4.00)");
        }
    }

    static Catalog catalog(Dialect dialect) {
        Table genre = table("Genre", List.of(integer("GenreId"), text("Name")), "GenreId", List.of());
        Table track = table("Track", List.of(integer("TrackId"), text("Name"), integer("GenreId"), integer("Milliseconds"), text("Composer")),
                "TrackId", List.of(new ForeignKey(null, List.of("GenreId"), genre.id(), List.of("GenreId"))));
        Table invoice = table("Invoice", List.of(integer("InvoiceId"), new Column("InvoiceDate", "TIMESTAMP", Types.TIMESTAMP, true, null,
                List.of()), text("BillingCountry"), decimal("Total")), "InvoiceId", List.of());
        Table lines = table("Order \"Lines\"", List.of(integer("LineId"), text("product name"), decimal("unit price")), "LineId", List.of());
        return new Catalog(dialect, null, List.of(genre, track, invoice, lines));
    }

    private static Table table(String name, List<Column> columns, String key, List<ForeignKey> keys) {
        return new Table(new TableId(null, name), Table.Kind.TABLE, null, columns, List.of(key), keys, -1);
    }

    private static Column integer(String name) {
        return new Column(name, "INTEGER", Types.INTEGER, true, null, List.of());
    }

    private static Column text(String name) {
        return new Column(name, "VARCHAR", Types.VARCHAR, true, null, List.of());
    }

    private static Column decimal(String name) {
        return new Column(name, "DECIMAL", Types.DECIMAL, true, null, List.of());
    }
}

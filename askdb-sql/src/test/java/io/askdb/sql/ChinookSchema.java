package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Chinook tables and columns the corpora use (Chinook by Luis Rocha, MIT licence; the full
 * SQLite database is {@code data/chinook/chinook.sqlite}), as a catalog for every dialect and as a
 * few rows for in-memory DuckDB and H2 databases.
 */
final class ChinookSchema {
    private static final Map<String, String> TABLES = new LinkedHashMap<>();

    static {
        TABLES.put("Artist", "ArtistId INTEGER, Name VARCHAR(120)");
        TABLES.put("Album", "AlbumId INTEGER, Title VARCHAR(160), ArtistId INTEGER");
        TABLES.put("Genre", "GenreId INTEGER, Name VARCHAR(120)");
        TABLES.put("Track", "TrackId INTEGER, Name VARCHAR(200), AlbumId INTEGER, GenreId INTEGER, Composer VARCHAR(220),"
                + " Milliseconds INTEGER, UnitPrice DECIMAL(10,2)");
        TABLES.put("Customer", "CustomerId INTEGER, FirstName VARCHAR(40), LastName VARCHAR(20), Company VARCHAR(80),"
                + " State VARCHAR(40), Country VARCHAR(40), Email VARCHAR(60), SupportRepId INTEGER");
        TABLES.put("Employee", "EmployeeId INTEGER, FirstName VARCHAR(20), LastName VARCHAR(20), Title VARCHAR(30),"
                + " ReportsTo INTEGER, HireDate TIMESTAMP");
        TABLES.put("Invoice", "InvoiceId INTEGER, CustomerId INTEGER, InvoiceDate TIMESTAMP, BillingCountry VARCHAR(40),"
                + " Total DECIMAL(10,2)");
        TABLES.put("InvoiceLine", "InvoiceLineId INTEGER, InvoiceId INTEGER, TrackId INTEGER, UnitPrice DECIMAL(10,2), Quantity INTEGER");
    }

    private static final List<String> ROWS = List.of(
            "INSERT INTO Artist VALUES (1, 'AC/DC'), (2, 'Accept'), (3, 'Aerosmith')",
            "INSERT INTO Album VALUES (1, 'For Those About To Rock', 1), (2, 'Balls to the Wall', 2), (3, 'Let''s Dance', 1)",
            "INSERT INTO Genre VALUES (1, 'Rock'), (2, 'Jazz')",
            "INSERT INTO Track VALUES (1, 'For Those About To Rock', 1, 1, 'Angus Young', 343719, 0.99),"
                    + " (2, 'Balls to the Wall', 2, 1, NULL, 342562, 0.99), (3, 'Fast As a Shark', 3, 2, 'F. Baltes', 230619, 0.99)",
            "INSERT INTO Customer VALUES (1, 'Luís', 'Gonçalves', 'Embraer', 'SP', 'Brazil', 'luisg@embraer.com.br', 3),"
                    + " (2, 'Leonie', 'Köhler', NULL, NULL, 'Germany', 'leonekohler@surfeu.de', 2)",
            "INSERT INTO Employee VALUES (1, 'Andrew', 'Adams', 'General Manager', NULL, '2002-08-14 00:00:00'),"
                    + " (2, 'Nancy', 'Edwards', 'Sales Manager', 1, '2002-05-01 00:00:00'),"
                    + " (3, 'Jane', 'Peacock', 'Sales Support Agent', 2, '2002-04-01 00:00:00')",
            "INSERT INTO Invoice VALUES (1, 2, '2009-01-01 00:00:00', 'Germany', 1.98),"
                    + " (2, 1, '2009-01-02 00:00:00', 'Brazil', 13.86), (3, 2, '2010-03-11 00:00:00', 'Germany', 5.94)",
            "INSERT INTO InvoiceLine VALUES (1, 1, 1, 0.99, 1), (2, 1, 2, 0.99, 1), (3, 2, 1, 0.99, 1), (4, 3, 3, 0.99, 2)");

    private ChinookSchema() {
    }

    /** @return the Chinook catalog as a dialect would report it (PostgreSQL in schema public) */
    static Catalog catalog(Dialect dialect) {
        String schema = dialect == Dialect.POSTGRESQL ? "public" : null;
        List<Table> tables = TABLES.entrySet().stream().map(e -> {
            List<Column> cols = Arrays.stream(e.getValue().split(",")).map(c -> c.strip().split(" ")[0])
                    .map(c -> new Column(c, "TEXT", Types.VARCHAR, true, null, List.of())).toList();
            return new Table(new TableId(schema, e.getKey()), Table.Kind.TABLE, null, cols, List.of(), List.of(), -1);
        }).toList();
        return new Catalog(dialect, schema, tables);
    }

    /** @return the Chinook table names, in creation order */
    static List<String> tables() {
        return List.copyOf(TABLES.keySet());
    }

    /** Creates the tables and a few rows in an empty DuckDB or H2 database. */
    static void create(Connection db) throws SQLException {
        try (Statement st = db.createStatement()) {
            for (Map.Entry<String, String> e : TABLES.entrySet()) st.execute("CREATE TABLE " + e.getKey() + " (" + e.getValue() + ")");
            for (String row : ROWS) st.execute(row);
        }
    }
}

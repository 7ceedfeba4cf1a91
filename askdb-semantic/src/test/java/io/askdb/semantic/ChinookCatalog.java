package io.askdb.semantic;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * The catalog of the Chinook demo database (data/chinook/chinook.sqlite; Chinook by Luis Rocha,
 * MIT licence), written out with the core records as the SQLite introspection reports it: no
 * schema, the same tables, columns, primary keys and foreign keys.
 */
final class ChinookCatalog {
    private ChinookCatalog() {
    }

    static Catalog catalog() {
        return new Catalog(Dialect.SQLITE, null, List.of(
                table("Album", "AlbumId", "AlbumId:I Title:T ArtistId:I", fk("ArtistId", "Artist", "ArtistId")),
                table("Artist", "ArtistId", "ArtistId:I Name:T"),
                table("Customer", "CustomerId", "CustomerId:I FirstName:T LastName:T Company:T Address:T City:T State:T"
                        + " Country:T PostalCode:T Phone:T Fax:T Email:T SupportRepId:I",
                        fk("SupportRepId", "Employee", "EmployeeId")),
                table("Employee", "EmployeeId", "EmployeeId:I LastName:T FirstName:T Title:T ReportsTo:I BirthDate:D"
                        + " HireDate:D Address:T City:T State:T Country:T PostalCode:T Phone:T Fax:T Email:T",
                        fk("ReportsTo", "Employee", "EmployeeId")),
                table("Genre", "GenreId", "GenreId:I Name:T"),
                table("Invoice", "InvoiceId", "InvoiceId:I CustomerId:I InvoiceDate:D BillingAddress:T BillingCity:T"
                        + " BillingState:T BillingCountry:T BillingPostalCode:T Total:N",
                        fk("CustomerId", "Customer", "CustomerId")),
                table("InvoiceLine", "InvoiceLineId", "InvoiceLineId:I InvoiceId:I TrackId:I UnitPrice:N Quantity:I",
                        fk("TrackId", "Track", "TrackId"), fk("InvoiceId", "Invoice", "InvoiceId")),
                table("MediaType", "MediaTypeId", "MediaTypeId:I Name:T"),
                table("Playlist", "PlaylistId", "PlaylistId:I Name:T"),
                table("PlaylistTrack", "PlaylistId TrackId", "PlaylistId:I TrackId:I",
                        fk("TrackId", "Track", "TrackId"), fk("PlaylistId", "Playlist", "PlaylistId")),
                table("Track", "TrackId", "TrackId:I Name:T AlbumId:I MediaTypeId:I GenreId:I Composer:T"
                        + " Milliseconds:I Bytes:I UnitPrice:N",
                        fk("MediaTypeId", "MediaType", "MediaTypeId"), fk("GenreId", "Genre", "GenreId"),
                        fk("AlbumId", "Album", "AlbumId"))));
    }

    /** @param columns "Name:T" pairs: I integer, T text, N numeric, D datetime */
    static Table table(String name, String primaryKey, String columns, ForeignKey... foreignKeys) {
        List<Column> out = new ArrayList<>();
        for (String spec : columns.split(" ")) {
            String[] parts = spec.split(":");
            out.add(switch (parts[1]) {
                case "I" -> new Column(parts[0], "INTEGER", Types.INTEGER, true, null, List.of());
                case "N" -> new Column(parts[0], "NUMERIC(10,2)", Types.NUMERIC, true, null, List.of());
                case "D" -> new Column(parts[0], "DATETIME", Types.TIMESTAMP, true, null, List.of());
                default -> new Column(parts[0], "NVARCHAR(120)", Types.VARCHAR, true, null, List.of());
            });
        }
        return new Table(new TableId(null, name), Table.Kind.TABLE, null, out, List.of(primaryKey.split(" ")),
                List.of(foreignKeys), -1);
    }

    static ForeignKey fk(String column, String target, String targetColumn) {
        return new ForeignKey(null, List.of(column), new TableId(null, target), List.of(targetColumn));
    }
}

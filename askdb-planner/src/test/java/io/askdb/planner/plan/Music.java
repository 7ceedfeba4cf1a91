package io.askdb.planner.plan;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Types;
import java.util.List;

/** Test-only: a two-table catalog, Album(AlbumId, Title, Price, Artist -> Artist) and Artist(ArtistId, Name). */
public final class Music {
    private Music() {
    }

    public static Catalog catalog(Dialect dialect) {
        Table artist = new Table(new TableId(null, "Artist"), Table.Kind.TABLE, null,
                List.of(column("ArtistId", "INTEGER", Types.INTEGER), column("Name", "TEXT", Types.VARCHAR)), List.of("ArtistId"), List.of(), -1);
        Table album = new Table(new TableId(null, "Album"), Table.Kind.TABLE, null,
                List.of(column("AlbumId", "INTEGER", Types.INTEGER), column("Title", "TEXT", Types.VARCHAR),
                        column("Price", "NUMERIC", Types.NUMERIC), column("Artist", "INTEGER", Types.INTEGER)),
                List.of("AlbumId"), List.of(new ForeignKey(null, List.of("Artist"), new TableId(null, "Artist"), List.of("ArtistId"))), -1);
        return new Catalog(dialect, null, List.of(album, artist));
    }

    private static Column column(String name, String type, int jdbc) {
        return new Column(name, type, jdbc, true, null, List.of());
    }
}

package io.askdb.server;

import io.askdb.error.AskdbException;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.javalin.http.Context;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET/POST /api/datasources}, {@code DELETE /api/datasources/{id}},
 * {@code POST /api/datasources/{id}/reindex} and {@code GET /api/datasources/{id}/schema} (one
 * page of the catalog, filtered and paged: {@link SchemaPage}). A
 * registration's URL is checked first ({@link RegisteredUrl}), then tested (a connection opened,
 * askdb built over it and its catalog read); only then is it stored, and answered with 201 and a
 * {@code Location}. Its password is stored encrypted, or as the name of an environment variable,
 * and never echoed. Registering, deleting and re-indexing take an admin key ({@link Admins}).
 */
final class DatasourceRoutes {
    private final Datasources datasources;
    private final int maxOutputChars;

    /** @param maxOutputChars the most characters of one schema page ({@link SchemaPage}) */
    DatasourceRoutes(Datasources datasources, int maxOutputChars) {
        this.datasources = datasources;
        this.maxOutputChars = maxOutputChars;
    }

    void register(RouteList routes) {
        routes.get("/api/datasources", ctx -> Wire.json(ctx, 200, Map.of("items",
                datasources.all().stream().map(DatasourceRoutes::describe).toList())));
        routes.post("/api/datasources", this::create);
        routes.delete("/api/datasources/{id}", ctx -> {
            Admins.require(ctx, "delete a datasource");
            datasources.remove(ctx.pathParam("id"));
            ctx.status(204);
        });
        routes.post("/api/datasources/{id}/reindex", ctx -> {
            Admins.require(ctx, "re-index a datasource");
            Served s = datasources.reopen(ctx.pathParam("id"));
            Map<String, Object> body = describe(s);
            body.put("tables", s.askdb().catalog().tables().size());
            Wire.json(ctx, 200, body);
        });
        routes.get("/api/datasources/{id}/schema", ctx -> {
            Served s = datasources.pick(ctx.pathParam("id"));
            Wire.json(ctx, 200, SchemaPage.of(ctx, s.name(), s.askdb().catalog(), maxOutputChars));
        });
    }

    private void create(Context ctx) {
        Admins.require(ctx, "register a datasource");
        DatasourceRequest r = Wire.read(ctx, DatasourceRequest.class);
        String url = datasources.urls().check(r.url().strip());
        String sealed = null;
        if (r.password() != null) {
            if (datasources.secrets() == null) {
                throw ApiProblem.badInput("This server keeps no passwords in clear and has no key to encrypt one: set"
                        + " askdb.server.secret-key (ASKDB_SERVER_SECRET_KEY) on every server, or send 'password_env' with the"
                        + " name of an environment variable that holds the password.");
            }
            sealed = datasources.secrets().seal(r.password());
        }
        DatasourceRecord record = new DatasourceRecord(r.name(), Instant.now(), url, r.user(), r.passwordEnv(), sealed);
        ReadOnlyConnectionSource source;
        try {
            source = datasources.source(record);
            try (Connection ignored = source.open()) {
                // the connection opened: the URL and credentials work
            }
        } catch (AskdbException e) {
            throw new ApiProblem(422, e.code().name(), "The datasource '" + r.name() + "' was not saved: " + e.getMessage());
        } catch (SQLException e) {
            throw new ApiProblem(422, "DATABASE_UNAVAILABLE", "The datasource '" + r.name() + "' was not saved: the database"
                    + " at " + datasources.source(record).displayUrl() + " could not be opened: " + e.getMessage() + " (SQLState "
                    + e.getSQLState() + "). Check the URL, user and password.");
        }
        Served s;
        try {
            s = datasources.register(record);
        } catch (AskdbException e) {
            throw new ApiProblem(422, e.code().name(), "The datasource '" + r.name() + "' was not saved: the database at "
                    + source.displayUrl() + " could not be opened: " + cause(e) + ". Check that the URL names a database of"
                    + " its kind (a SQLite file for jdbc:sqlite:), and the user and password.");
        }
        ctx.header("Location", "/api/datasources/" + s.name());
        Wire.json(ctx, 201, describe(s));
    }

    /** @return the driver's own message when there is one (askdb's wraps it in words meant for the command line) */
    private static String cause(AskdbException e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && sql.getMessage() != null) return sql.getMessage().strip();
        }
        return e.getMessage();
    }

    /** @return name, kind, url (without parameters), dialect, user and how the password is kept; never the password */
    static Map<String, Object> describe(Served s) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("name", s.name());
        body.put("kind", s.registered() ? "registered" : "configured");
        body.put("url", s.source() == null ? null : s.source().displayUrl());
        body.put("dialect", s.source() == null ? null : s.source().dialect().name().toLowerCase(java.util.Locale.ROOT));
        body.put("user", s.record() == null ? null : s.record().user());
        body.put("credentials", s.record() == null ? "configured" : s.record().credentials());
        return body;
    }

    static List<String> names(Datasources d) {
        return d.names();
    }
}

package io.askdb.server;

import io.askdb.TextToSql;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import javax.sql.DataSource;

/**
 * The server's datasources: the configured ones (the first is the default) and those registered
 * through the API. Registered ones are read from the store, so a datasource another replica
 * registered is opened here on first use, and one it deleted stops being served here too.
 */
final class Datasources {
    private final Map<String, Served> configured = new LinkedHashMap<>();
    private final Map<String, Served> opened = new LinkedHashMap<>();
    private final DatasourceOpener opener;
    private final StoreTables tables;
    private final SecretBox secrets;
    private final Function<String, String> environment;
    private final RegisteredUrl urls;

    Datasources(ServerSetup setup, StoreTables tables) {
        this.urls = new RegisteredUrl(storeFiles(setup.store()));
        this.opener = setup.opener();
        this.tables = tables;
        this.secrets = setup.settings().secretKey() == null ? null : new SecretBox(setup.settings().secretKey());
        this.environment = setup.environment();
        setup.datasources().forEach((name, source) -> configured.put(name, open(name, source, null)));
    }

    /**
     * @param name a datasource name from a request, or null for the default
     * @throws ApiProblem NOT_FOUND naming the datasources there are
     */
    Served pick(String name) {
        if (name == null) return configured.values().iterator().next();
        Served c = configured.get(name);
        if (c != null) return c;
        Optional<DatasourceRecord> stored = tables.find(name);
        synchronized (this) {
            if (stored.isEmpty()) {
                opened.remove(name);
                throw ApiProblem.notFound("There is no datasource '" + name + "'. The datasources are " + names()
                        + "; register one with POST /api/datasources.");
            }
            Served s = opened.get(name);
            if (s == null || !s.record().equals(stored.get())) {
                s = open(stored.get());
                opened.put(name, s);
            }
            return s;
        }
    }

    /** @return every datasource, configured first, then the registered ones by name */
    List<Served> all() {
        List<Served> out = new ArrayList<>(configured.values());
        for (DatasourceRecord r : tables.datasources()) {
            try {
                out.add(pick(r.name()));
            } catch (AskdbException | ApiProblem e) {
                out.add(new Served(r.name(), null, null, true, r));
            }
        }
        return out;
    }

    List<String> names() {
        List<String> names = new ArrayList<>(configured.keySet());
        tables.datasources().forEach(r -> names.add(r.name()));
        return names;
    }

    boolean isConfigured(String name) {
        return configured.containsKey(name);
    }

    /**
     * Opens a registration and reads its catalog, and only when both work stores it and serves it:
     * a registration that fails is never stored, so no other request (a GET of the list, the
     * health check, another replica) ever sees it. The database is opened outside the lock (it
     * may take long); the name is checked again under the lock before the row is inserted.
     *
     * @throws ApiProblem 409 when the name is taken; 422 {@value RegisteredUrl#CODE} when the URL is refused
     * @throws AskdbException when the database cannot be opened or its catalog read
     */
    Served register(DatasourceRecord r) {
        requireFree(r.name());
        Served s = open(r);
        s.askdb().catalog();
        synchronized (this) {
            requireFree(r.name());
            tables.insert(r);
            opened.put(r.name(), s);
        }
        return s;
    }

    private void requireFree(String name) {
        if (configured.containsKey(name) || tables.find(name).isPresent()) {
            throw new ApiProblem(409, "BAD_INPUT", "A datasource named '" + name + "' exists already; choose another"
                    + " name, or DELETE /api/datasources/" + name + " first.");
        }
    }

    synchronized void remove(String name) {
        if (configured.containsKey(name)) {
            throw ApiProblem.badInput("The datasource '" + name + "' comes from the server's configuration (askdb.db);"
                    + " only datasources registered through the API can be deleted.");
        }
        opened.remove(name);
        if (!tables.delete(name)) throw ApiProblem.notFound("There is no registered datasource '" + name + "'.");
    }

    /** Opens a datasource afresh: its catalog is read again and its indexes rebuilt by the opener. */
    synchronized Served reopen(String name) {
        Served old = pick(name);
        Served s = old.registered() ? open(old.record()) : open(name, old.source(), null);
        if (old.registered()) opened.put(name, s);
        else configured.put(name, s);
        return s;
    }

    /**
     * @return the connection source of a registration, its password taken from the environment or
     *         the store; the driver gets no property but the user and the password
     * @throws ApiProblem 422 {@value RegisteredUrl#CODE} when the URL is not one a registration may have
     */
    ReadOnlyConnectionSource source(DatasourceRecord r) {
        urls.check(r.url());
        Properties credentials = new Properties();
        if (r.user() != null) credentials.setProperty("user", r.user());
        if (r.passwordEnv() != null) {
            String password = environment.apply(r.passwordEnv());
            if (password == null) {
                throw new AskdbException(ErrorCode.CONFIGURATION, "The environment variable " + r.passwordEnv()
                        + " named by the datasource '" + r.name() + "' is not set on this server; set it and try again.");
            }
            credentials.setProperty("password", password);
        }
        if (r.passwordSealed() != null) {
            if (secrets == null) {
                throw new AskdbException(ErrorCode.CONFIGURATION, "The datasource '" + r.name() + "' has an encrypted"
                        + " password but askdb.server.secret-key is not set on this server; set the key it was stored with.");
            }
            credentials.setProperty("password", secrets.open(r.passwordSealed()));
        }
        return ReadOnlyConnectionSource.of(r.url(), credentials);
    }

    /** @return the check registered URLs pass before any connection is opened */
    RegisteredUrl urls() {
        return urls;
    }

    SecretBox secrets() {
        return secrets;
    }

    /** @return the store's database file, when the store is a SQLite, DuckDB or H2 file (its JDBC metadata's URL) */
    private static List<Path> storeFiles(DataSource store) {
        String url;
        try (Connection c = store.getConnection()) {
            url = c.getMetaData().getURL();
        } catch (SQLException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "askdb's store could not be opened to find its file: "
                    + e.getMessage() + ". Check askdb.store.url or the history path.", e);
        }
        if (url == null) return List.of();
        String lower = url.toLowerCase(java.util.Locale.ROOT);
        for (String prefix : List.of("jdbc:sqlite:", "jdbc:duckdb:", "jdbc:h2:")) {
            if (!lower.startsWith(prefix)) continue;
            String path = url.substring(prefix.length()).split("[?;]", 2)[0];
            if (path.startsWith("file:")) path = path.substring("file:".length());
            if (path.isEmpty() || path.startsWith(":") || path.startsWith("mem:")) return List.of();
            return List.of(Path.of(path).toAbsolutePath().normalize());
        }
        return List.of();
    }

    private Served open(DatasourceRecord r) {
        return open(r.name(), source(r), r);
    }

    private Served open(String name, ReadOnlyConnectionSource source, DatasourceRecord r) {
        TextToSql askdb = opener.open(name, source, new CancellableConnections(source));
        return new Served(name, source, askdb, r != null, r);
    }
}

package io.askdb.server;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The check of a JDBC URL registered through the API ({@code POST /api/datasources}), made before
 * any connection is opened: an API client is not the operator, and many drivers run code or read
 * files named in the URL. Only these forms pass, and only the URL parameters listed per scheme
 * (names compared case-insensitively, since the drivers accept several casings):
 * <ul>
 *   <li>{@code jdbc:postgresql://HOST[:PORT][/DB][?...]}: sslmode, ssl, connectTimeout,
 *       socketTimeout, loginTimeout, applicationName, currentSchema, tcpKeepAlive. Refused among
 *       others: socketFactory, socketFactoryArg, sslfactory, sslhostnameverifier,
 *       sslpasswordcallback, authenticationPluginClassName (they instantiate a class named by the
 *       URL: CVE-2022-21724) and loggerFile/loggerLevel (write a file: CVE-2022-26520); see
 *       pgjdbc "Connection Parameters".</li>
 *   <li>{@code jdbc:mysql://} and {@code jdbc:mariadb://HOST[:PORT][/DB][?...]}: sslMode, useSSL,
 *       connectTimeout, socketTimeout, serverTimezone, characterEncoding. Refused among others:
 *       autoDeserialize (Java deserialization of server data), allowLoadLocalInfile and
 *       allowUrlInLocalInfile (the server reads the client's files), queryInterceptors,
 *       statementInterceptors, exceptionInterceptors, connectionLifecycleInterceptors,
 *       propertiesTransform and socketFactory (class names); see MySQL Connector/J "Configuration
 *       Properties" and MariaDB Connector/J "Optional URL parameters". Host lists and the
 *       {@code (host=...,key=value)} and {@code address=(...)} forms, which carry properties too,
 *       are refused.</li>
 *   <li>{@code jdbc:sqlite:PATH} and {@code jdbc:duckdb:PATH}, or a bare {@code .sqlite},
 *       {@code .sqlite3}, {@code .db}, {@code .db3} or {@code .duckdb} path: an existing file, no
 *       parameters (sqlite-jdbc reads pragmas such as {@code enable_load_extension=true} from the
 *       URL; DuckDB reads settings after {@code ;} or {@code ?}), no {@code :memory:},
 *       {@code :resource:}, {@code file:} URIs or other prefixes (MotherDuck's {@code md:}).</li>
 *   <li>{@code jdbc:h2:PATH} (an existing {@code PATH.mv.db}) or {@code jdbc:h2:tcp://HOST[:PORT]/PATH}:
 *       no {@code ;} settings at all (H2 runs {@code INIT=...} and {@code RUNSCRIPT} as SQL, and
 *       {@code CREATE ALIAS} compiles Java: H2 "Features: Execute SQL on Connection"), no
 *       {@code mem:} and no other prefix.</li>
 * </ul>
 * A file that is one of the server's own store files (the history database and its journal)
 * is refused too. Everything else is a 422 problem {@value #CODE} naming what was refused and
 * saying to register it in the server's configuration instead.
 */
final class RegisteredUrl {
    static final String CODE = "URL_NOT_ALLOWED";
    private static final String INSTEAD = " If this database needs it, register it in the server's configuration (askdb.db)"
            + " instead, which only the operator controls.";
    private static final String HOST = "(?:[A-Za-z0-9][A-Za-z0-9.-]*|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?";
    private static final Pattern SERVER = Pattern.compile("jdbc:(postgresql|mysql|mariadb)://" + HOST
            + "(?:/[A-Za-z0-9_.$-]*)?(?:\\?(.*))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern H2_TCP = Pattern.compile("jdbc:h2:tcp://" + HOST + "/[^;?]+", Pattern.CASE_INSENSITIVE);
    private static final Pattern PREFIX = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*:.*", Pattern.DOTALL);
    private static final Pattern WINDOWS_DRIVE = Pattern.compile("[A-Za-z]:[\\\\/].*", Pattern.DOTALL);
    private static final Set<String> POSTGRESQL = lower("sslmode", "ssl", "connectTimeout", "socketTimeout", "loginTimeout",
            "applicationName", "currentSchema", "tcpKeepAlive");
    private static final Set<String> MYSQL = lower("sslMode", "useSSL", "connectTimeout", "socketTimeout", "serverTimezone",
            "characterEncoding");
    private static final Map<String, Set<String>> PARAMETERS = Map.of("postgresql", POSTGRESQL, "mysql", MYSQL, "mariadb", MYSQL);
    private static final List<String> STORE_SUFFIXES = List.of("", "-journal", "-wal", "-shm", ".mv.db");

    private final List<Path> storeFiles;

    /** @param storeFiles the server's own database files (the history store's), which no registration may name */
    RegisteredUrl(List<Path> storeFiles) {
        this.storeFiles = List.copyOf(storeFiles);
    }

    /**
     * @param url the URL or file path of a registration, stripped
     * @return the URL unchanged, when it passes
     * @throws ApiProblem 422 {@value #CODE} naming the scheme, parameter or file refused and what to do
     */
    String check(String url) {
        if (url.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) throw refused("The URL holds a control character.");
        String lower = url.toLowerCase(Locale.ROOT);
        Matcher server = SERVER.matcher(url);
        if (server.matches()) {
            checkParameters(server.group(1).toLowerCase(Locale.ROOT), server.group(2));
        } else if (lower.startsWith("jdbc:postgresql:") || lower.startsWith("jdbc:mysql:") || lower.startsWith("jdbc:mariadb:")) {
            throw refused("The URL '" + url + "' is not of the form jdbc:postgresql://, jdbc:mysql:// or jdbc:mariadb://HOST[:PORT]"
                    + "[/DATABASE][?PARAMETERS] with one host, no user or password in it and no host properties.");
        } else if (lower.startsWith("jdbc:sqlite:") || lower.startsWith("jdbc:duckdb:")) {
            checkFile(url.substring("jdbc:sqlite:".length()), url);
        } else if (lower.startsWith("jdbc:h2:")) {
            checkH2(url);
        } else if (lower.startsWith("jdbc:") || !(lower.endsWith(".sqlite") || lower.endsWith(".sqlite3")
                || lower.endsWith(".db") || lower.endsWith(".db3") || lower.endsWith(".duckdb"))) {
            throw refused("The URL '" + url + "' is not one a datasource may be registered with. Allowed are jdbc:postgresql://,"
                    + " jdbc:mysql://, jdbc:mariadb://, jdbc:h2:tcp://, and the file forms jdbc:sqlite:PATH, jdbc:duckdb:PATH,"
                    + " jdbc:h2:PATH or a .sqlite, .db or .duckdb file path.");
        } else {
            checkFile(url, url);
        }
        return url;
    }

    private static void checkParameters(String scheme, String query) {
        if (query == null || query.isEmpty()) return;
        Set<String> allowed = PARAMETERS.get(scheme);
        for (String pair : query.split("&", -1)) {
            int eq = pair.indexOf('=');
            String name;
            try {
                name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8).strip();
            } catch (IllegalArgumentException e) {
                throw refused("A parameter name of the URL is not valid percent-encoding.");
            }
            if (!allowed.contains(name.toLowerCase(Locale.ROOT))) {
                throw refused("The URL parameter '" + name + "' is not allowed in a datasource registered through the API;"
                        + " for jdbc:" + scheme + " only " + String.join(", ", new java.util.TreeSet<>(allowed)) + " are.");
            }
        }
    }

    private void checkH2(String url) {
        int semicolon = url.indexOf(';');
        if (semicolon >= 0) {
            String setting = url.substring(semicolon + 1).split("=", 2)[0].strip();
            throw refused("The H2 URL holds the setting '" + setting + "' after ';'; a datasource registered through the API"
                    + " can have no H2 settings at all (INIT and RUNSCRIPT run SQL, and CREATE ALIAS compiles Java, when the"
                    + " connection opens).");
        }
        String rest = url.substring("jdbc:h2:".length());
        if (rest.toLowerCase(Locale.ROOT).startsWith("tcp:")) {
            if (!H2_TCP.matcher(url).matches()) throw refused("The H2 URL '" + url + "' is not of the form jdbc:h2:tcp://HOST[:PORT]/PATH.");
            return;
        }
        if (rest.toLowerCase(Locale.ROOT).startsWith("file:")) rest = rest.substring("file:".length());
        checkPath(rest, url);
        if (!Files.isRegularFile(Path.of(rest + ".mv.db"))) {
            throw refused("There is no H2 database file " + rest + ".mv.db; a datasource registered through the API must name"
                    + " an existing database (askdb never creates one).");
        }
        checkNotStore(Path.of(rest + ".mv.db"));
    }

    private void checkFile(String path, String url) {
        checkPath(path, url);
        Path file = Path.of(path);
        if (!Files.isRegularFile(file)) {
            throw refused("The database file '" + path + "' does not exist (askdb never creates an empty database); give the"
                    + " path of an existing file on the server.");
        }
        checkNotStore(file);
    }

    private static void checkPath(String path, String url) {
        if (path.isEmpty() || path.startsWith(":") || path.indexOf('?') >= 0 || path.indexOf(';') >= 0
                || PREFIX.matcher(path).matches() && !WINDOWS_DRIVE.matcher(path).matches()) {
            throw refused("The URL '" + url + "' does not name a plain database file: in-memory databases, resources, URIs,"
                    + " prefixes such as mem: or md:, and parameters after '?' or ';' are not allowed.");
        }
    }

    private void checkNotStore(Path file) {
        for (Path store : storeFiles) {
            for (String suffix : STORE_SUFFIXES) {
                Path own = Path.of(store + suffix);
                if (sameFile(file, own)) {
                    throw refused("The file '" + file + "' is askdb's own store (history, feedback and registered"
                            + " datasources); it cannot be registered as a datasource.");
                }
            }
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    private static ApiProblem refused(String what) {
        return new ApiProblem(422, CODE, what + INSTEAD);
    }

    private static Set<String> lower(String... names) {
        return java.util.Arrays.stream(names).map(n -> n.toLowerCase(Locale.ROOT)).collect(java.util.stream.Collectors.toUnmodifiableSet());
    }
}

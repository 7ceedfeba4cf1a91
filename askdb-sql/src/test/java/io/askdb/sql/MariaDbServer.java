package io.askdb.sql;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real MariaDB server started from the Debian package binaries ({@code apt-get install
 * mariadb-server}: {@code mariadb-install-db} and {@code mariadbd}, 10.11 in Debian 12) as a
 * child process of the test JVM: a fresh data directory under a temporary directory
 * ({@code mariadb-install-db --no-defaults --auth-root-authentication-method=normal
 * --skip-test-db}), loopback only on a free port, its own socket, pid file and error log, no
 * binary log, {@code secure_file_priv} set to {@link #files()} and the {@code metadata_lock_info}
 * plugin loaded (user locks become visible in {@code information_schema.METADATA_LOCK_INFO}). Two
 * accounts are created: {@link #ADMIN}, with every privilege (the worst account a deployment can
 * give askdb), and {@link #READER}, with SELECT on the test database only. Nothing outside the
 * temporary directory is touched; {@link #close()} stops the server (SIGTERM, then kill) and
 * deletes the directory.
 *
 * <p>{@link #startOrSkip(String)} skips the calling test (JUnit assumption) when the binaries are
 * not installed or {@code -Daskdb.mariadb=false} is set, so {@code mvn test} passes with Java and Maven
 * only. When the binaries are present but the server does not come up, the test fails with the
 * end of the server's error log.
 */
final class MariaDbServer implements AutoCloseable {
    static final String ADMIN = "askdb_admin";
    static final String READER = "askdb_reader";
    private static final String PASSWORD = "askdb-test";
    private static final List<Path> BIN_DIRS = List.of(Path.of("/usr/sbin"), Path.of("/usr/bin"), Path.of("/usr/local/mysql/bin"));
    private static final long READY_TIMEOUT_MS = 60_000;

    private final Path dir;
    private final Process process;
    private final int port;
    private final String database;
    private final Thread killer;

    private MariaDbServer(Path dir, Process process, int port, String database) {
        this.dir = dir;
        this.process = process;
        this.port = port;
        this.database = database;
        this.killer = new Thread(this::stopAndDelete);
        Runtime.getRuntime().addShutdownHook(killer);
    }

    /**
     * Starts a server with an empty database of the given name, or skips the test.
     *
     * @param database the database (schema) to create, a plain identifier
     * @return the running server; the caller closes it
     */
    static MariaDbServer startOrSkip(String database) {
        String skip = unavailable();
        // Surefire does not print why a whole class was skipped: say it on stderr too.
        if (skip != null) System.err.println(skip);
        assumeTrue(skip == null, skip);
        return start(database);
    }

    /** @return why no server can be started here (binaries missing, or {@code -Daskdb.mariadb=false}), or null when one can */
    static String unavailable() {
        if ("false".equals(System.getProperty("askdb.mariadb"))) return "-Daskdb.mariadb=false is set: the live MariaDB tests are skipped";
        if (binary("mariadbd", "mysqld") == null || binary("mariadb-install-db", "mysql_install_db") == null) {
            return "no MariaDB server binaries (mariadbd and mariadb-install-db in " + BIN_DIRS
                    + " or on PATH): the live MariaDB tests are skipped; install them with 'apt-get install -y mariadb-server'";
        }
        return null;
    }

    /**
     * Starts a server with an empty database of the given name; call only when {@link #unavailable()} is null.
     *
     * @throws UncheckedIOException when the server cannot be installed or started, with its error log
     */
    static MariaDbServer start(String database) {
        Path server = binary("mariadbd", "mysqld");
        Path installer = binary("mariadb-install-db", "mysql_install_db");
        try {
            return install(server, installer, database);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start MariaDB from " + server + ": " + e.getMessage(), e);
        } catch (SQLException e) {
            throw new IllegalStateException("MariaDB started but setting up the test accounts failed: " + e.getMessage(), e);
        }
    }

    private static MariaDbServer install(Path server, Path installer, String database) throws IOException, SQLException {
        Path dir = Files.createTempDirectory("askdb-mariadb");
        Path data = dir.resolve("data");
        Files.createDirectories(dir.resolve("files"));
        Files.createDirectories(dir.resolve("tmp"));
        boolean root = "root".equals(System.getProperty("user.name"));
        List<String> install = new ArrayList<>(List.of(installer.toString(), "--no-defaults", "--datadir=" + data,
                "--auth-root-authentication-method=normal", "--skip-test-db", "--innodb-log-file-size=8M", "--innodb-buffer-pool-size=16M"));
        if (root) install.add("--user=root");
        run(install, dir.resolve("install.log"));
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(server.toString(), "--no-defaults", "--datadir=" + data,
                "--port=" + port, "--bind-address=127.0.0.1", "--socket=" + dir.resolve("mariadb.sock"),
                "--pid-file=" + dir.resolve("mariadb.pid"), "--log-error=" + dir.resolve("error.log"),
                "--tmpdir=" + dir.resolve("tmp"), "--secure-file-priv=" + dir.resolve("files"), "--skip-log-bin",
                "--innodb-buffer-pool-size=16M", "--innodb-log-file-size=8M", "--plugin-load-add=metadata_lock_info"));
        if (root) command.add("--user=root");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("server.out").toFile()).start();
        MariaDbServer started = new MariaDbServer(dir, process, port, database);
        try {
            started.awaitReady();
            started.createAccounts();
        } catch (IOException | SQLException | RuntimeException e) {
            started.close();
            throw e;
        }
        return started;
    }

    /** @return the JDBC URL of the test database (MySQL Connector/J) */
    String url() {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + database;
    }

    /** @return driver properties of an account: {@link #ADMIN} or {@link #READER} */
    static Properties credentials(String user) {
        Properties p = new Properties();
        p.setProperty("user", user);
        p.setProperty("password", PASSWORD);
        return p;
    }

    /** @return a new connection as {@link #ADMIN}; {@code multiStatements} lets one execute() run several statements, as the mariadb client does */
    Connection admin(boolean multiStatements) throws SQLException {
        Properties p = credentials(ADMIN);
        p.setProperty("allowMultiQueries", Boolean.toString(multiStatements));
        return DriverManager.getConnection(url(), p);
    }

    /** @return the server's {@code secure_file_priv} directory, the only place it reads and writes files for SQL */
    Path files() {
        return dir.resolve("files");
    }

    /** @return the server's data directory */
    Path dataDirectory() {
        return dir.resolve("data");
    }

    private void awaitReady() throws IOException {
        long deadline = System.currentTimeMillis() + READY_TIMEOUT_MS;
        Properties root = new Properties();
        root.setProperty("user", "root");
        SQLException last = null;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) throw new IllegalStateException("mariadbd exited with " + process.exitValue() + " at start-up: " + logTail());
            try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/", root)) {
                return;
            } catch (SQLException e) {
                last = e;
            }
            pause();
        }
        throw new IllegalStateException("mariadbd did not accept connections on port " + port + " within " + READY_TIMEOUT_MS
                + " ms (" + (last == null ? "" : last.getMessage()) + "): " + logTail());
    }

    private void createAccounts() throws SQLException {
        Properties root = new Properties();
        root.setProperty("user", "root");
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/", root); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database);
            st.execute("CREATE USER " + ADMIN + "@'%' IDENTIFIED BY '" + PASSWORD + "'");
            st.execute("GRANT ALL PRIVILEGES ON *.* TO " + ADMIN + "@'%' WITH GRANT OPTION");
            st.execute("CREATE USER " + READER + "@'%' IDENTIFIED BY '" + PASSWORD + "'");
            st.execute("GRANT SELECT ON " + database + ".* TO " + READER + "@'%'");
        }
    }

    private String logTail() {
        try {
            List<String> lines = Files.readAllLines(dir.resolve("error.log"));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "(no error log at " + dir.resolve("error.log") + ")";
        }
    }

    private static void run(List<String> command, Path log) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(command.get(0) + " did not finish within 120 s; see " + log);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IOException("interrupted while running " + command.get(0), e);
        }
        if (p.exitValue() != 0) throw new IOException(command.get(0) + " failed with exit code " + p.exitValue() + ": " + Files.readString(log));
    }

    private static Path binary(String... names) {
        List<Path> dirs = new ArrayList<>(BIN_DIRS);
        for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) if (!d.isBlank()) dirs.add(Path.of(d));
        for (String name : names) {
            for (Path d : dirs) if (Files.isExecutable(d.resolve(name))) return d.resolve(name);
        }
        return null;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the server and deletes its directory; also runs at JVM exit for a server nobody closed (the fuzz engines'). */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(killer);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down; the hook stops the server
        }
        stopAndDelete();
    }

    private void stopAndDelete() {
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}

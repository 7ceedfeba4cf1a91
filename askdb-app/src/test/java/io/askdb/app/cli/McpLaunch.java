package io.askdb.app.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How the MCP tests start {@code askdb mcp} as a real subprocess. {@code mvn test} (the README's
 * and CI's command) runs before {@code package}, so the jar does not exist yet: the process is
 * {@code java -cp <target/classes and the runtime dependencies> io.askdb.app.cli.Main mcp}, the
 * same main class the jar's manifest names. With {@code -Daskdb.jar=askdb-app/target/askdb.jar}
 * (after {@code mvn package}) the tests start the built jar instead: {@code java -jar askdb.jar mcp}.
 */
final class McpLaunch {
    private McpLaunch() {
    }

    /** @return the java executable of the running JVM */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** @return the arguments after {@code java} that run askdb with these arguments */
    static List<String> args(String... askdbArgs) {
        List<String> args = new ArrayList<>(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        String jar = System.getProperty("askdb.jar");
        if (jar != null && !jar.isBlank()) {
            args.addAll(List.of("-jar", Path.of(jar).toAbsolutePath().toString()));
        } else {
            args.addAll(List.of("-cp", classpath(), Main.class.getName()));
        }
        args.addAll(Arrays.asList(askdbArgs));
        return args;
    }

    /** @return the environment of a test run: a private data directory and no user config file */
    static Map<String, String> env(Path dir) {
        return Map.of("ASKDB_DATA_DIR", dir.resolve("data").toString(), "XDG_CONFIG_HOME", dir.resolve("config").toString());
    }

    /** @return a copy of the Chinook demo database in the directory (never the repository's own file) */
    static Path chinookCopy(Path dir) throws IOException {
        return Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
    }

    /** The test JVM's classpath without test classes: askdb-app's classes and its dependencies. */
    private static String classpath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(cp.split(File.pathSeparator))
                .filter(e -> !e.endsWith("test-classes") && !e.endsWith("test-classes" + File.separator))
                .collect(Collectors.joining(File.pathSeparator));
    }
}

package io.askdb.app.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Runs the CLI in-process with a private data directory and captures its output. */
record CliRun(int exitCode, String out, String err) {

    static CliRun run(Path dataDir, Map<String, String> extraEnv, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, String> env = new HashMap<>();
        env.put("ASKDB_DATA_DIR", dataDir.toString());
        env.put("XDG_CONFIG_HOME", dataDir.resolve("config").toString());
        env.putAll(extraEnv);
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static CliRun run(Path dataDir, String... args) {
        return run(dataDir, Map.of(), args);
    }
}

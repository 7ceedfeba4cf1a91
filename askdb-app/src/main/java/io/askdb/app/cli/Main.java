package io.askdb.app.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The {@code askdb} command line. Exit codes are a contract: 0 answered, 1 internal fault,
 * 2 bad input or configuration, 3 refused by the guard or a policy, 4 could not answer.
 *
 * @since 0.1
 */
public final class Main {
    private Main() {
    }

    /**
     * Runs askdb and exits with its exit code.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.exit(run(args, out, err, System.getenv()));
    }

    /**
     * Runs askdb in-process.
     *
     * @param args the command line
     * @param out  where answers go
     * @param err  where messages and errors go
     * @param env  the environment to read ASKDB_* settings from
     * @return the exit code
     */
    public static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env) {
        return new Cli(out, err, env).execute(args);
    }
}

package io.askdb.app.cli;

import io.askdb.app.config.AskdbConfig;
import io.askdb.app.config.ConfigLoader;
import io.askdb.app.config.ConfigSources;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import picocli.CommandLine;

/**
 * Builds the picocli command tree and owns the one place where exceptions become output and
 * exit codes.
 */
final class Cli {
    final PrintStream out;
    final PrintStream err;
    final Map<String, String> env;

    Cli(PrintStream out, PrintStream err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
    }

    int execute(String[] args) {
        CommandLine cl = new CommandLine(new AskdbCommand());
        cl.addSubcommand(new AskCommand(this));
        cl.addSubcommand(new SqlCommand(this));
        cl.addSubcommand(new SchemaCommand(this));
        cl.addSubcommand(new IndexCommand(this));
        cl.addSubcommand(new ExampleCommand(this));
        cl.addSubcommand(new ModelCommand(this));
        cl.addSubcommand(new HistoryCommand(this));
        cl.addSubcommand(new EvalCommand(this));
        cl.addSubcommand(new BenchCommand(this));
        cl.addSubcommand(new McpCommand(this));
        cl.addSubcommand(new ServeCommand(this));
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        FreeTextArgs.allowIn(cl, "ask", "sql");
        cl.setExecutionExceptionHandler((ex, line, parsed) -> ErrorOutput.report(ex, this, optionsOf(line), line.getCommand()));
        cl.setParameterExceptionHandler(ErrorOutput::parameterError);
        return cl.execute(args);
    }

    private static GlobalOptions optionsOf(CommandLine line) {
        while (line.getParent() != null) line = line.getParent();
        return ((AskdbCommand) line.getCommand()).options;
    }

    /** Loads and validates the configuration from flags, the environment and the config file. */
    AskdbConfig config(GlobalOptions options) {
        return ConfigLoader.load(sources(options, Map.of()));
    }

    /**
     * @param commandFlags settings given as the command's own flags (e.g. serve's --port)
     * @return where settings come from: the global and command flags, the environment, the config file
     */
    ConfigSources sources(GlobalOptions options, Map<io.askdb.app.config.Setting, String> commandFlags) {
        Properties file = new Properties();
        String fileName = options.config != null ? options.config : env.get("ASKDB_CONFIG");
        Path path = fileName != null ? Path.of(fileName)
                : Path.of(env.getOrDefault("XDG_CONFIG_HOME", System.getProperty("user.home") + "/.config"), "askdb", "askdb.properties");
        if (fileName != null || Files.isRegularFile(path)) {
            try {
                file = ConfigSources.readFile(path);
            } catch (IOException e) {
                throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot read the config file " + path + " (" + e.getMessage()
                        + "). Fix the path given by --config or ASKDB_CONFIG.");
            }
        }
        Map<io.askdb.app.config.Setting, String> flags = new java.util.EnumMap<>(io.askdb.app.config.Setting.class);
        flags.putAll(options.flags());
        flags.putAll(commandFlags);
        return new ConfigSources(flags, env, file, path.toString());
    }

    AskdbRuntime runtime(GlobalOptions options) {
        return new AskdbRuntime(config(options), err::println);
    }
}

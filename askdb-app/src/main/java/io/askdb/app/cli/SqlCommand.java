package io.askdb.app.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.Answer;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code askdb sql SQL}: runs the user's own SQL through the same guard and executor. */
@Command(name = "sql", mixinStandardHelpOptions = true,
        description = "Run your own SQL through askdb's guard and read-only executor, or only check it with --check.")
final class SqlCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SQL", description = "One SQL statement.")
    List<String> words;

    @Option(names = "--check", description = "Only validate and guard the SQL; run nothing.")
    boolean check;

    @Option(names = "--dialect", paramLabel = "NAME",
            description = "With --check and no --db: check for this dialect without a database (sqlite, postgresql, mysql, duckdb, h2).")
    String dialect;

    SqlCommand(Cli cli) {
        this.cli = cli;
    }

    String sql() {
        return words == null ? "" : String.join(" ", words);
    }

    @Override
    public Integer call() {
        FreeTextArgs.check(spec, words);
        String sql = sql();
        if (dialect != null && !check) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--dialect only applies with --check; to run SQL, point --db at the database.");
        }
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            if (check) {
                GuardResult verdict = dialect != null && !runtime.databaseConfigured()
                        ? runtime.checkWithoutDatabase(sql, parseDialect(dialect))
                        : runtime.textToSql().check(sql, parent.options.caller());
                return printCheck(sql, verdict);
            }
            Answer answer = runtime.textToSql().runSql(sql, parent.options.caller());
            return AnswerPrinter.print(answer, parent.options.json, parent.options.verbose, cli.out, cli.err);
        }
    }

    private static Dialect parseDialect(String name) {
        try {
            return Dialect.fromName(name);
        } catch (IllegalArgumentException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--dialect: " + e.getMessage());
        }
    }

    private int printCheck(String sql, GuardResult verdict) {
        if (verdict instanceof ApprovedSql ok) {
            if (parent.options.json) cli.out.println(Json.write(new CheckJson(sql, "approved", ok.sql(), null, null)));
            else cli.out.println("approved: " + ok.sql());
            return 0;
        }
        Refusal r = (Refusal) verdict;
        if (parent.options.json) cli.out.println(Json.write(new CheckJson(sql, "refused", null, r.rule(), r.message())));
        cli.err.println("askdb: refused (" + r.rule() + "): " + r.message());
        return 3;
    }

    /** The JSON of {@code sql --check --json}. */
    record CheckJson(@JsonProperty("sql") String sql, @JsonProperty("status") String status,
                     @JsonProperty("approved_sql") String approvedSql, @JsonProperty("rule") String rule,
                     @JsonProperty("reason") String reason) {
    }
}

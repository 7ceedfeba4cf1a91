package io.askdb.sql;

import io.askdb.critic.Critic;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.guard.GuardRequest;
import io.askdb.generation.Usage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The deterministic critic: checks a result against the question without a model, in this order;
 * the first check that proves or doubts the result rejects it, and the caveats of the checks
 * before it are kept for an accepted answer ({@link Finding.Action}):
 * <ol>
 *   <li>{@code not-in-null}: {@code x NOT IN (SELECT col ...)} over a nullable column, proved when
 *       excluding the subquery's NULLs changes the result (fixed SQL);</li>
 *   <li>{@code integer-division}: {@code /} between integer-typed expressions on an engine that
 *       truncates, proved when a decimal dividend changes the result (fixed SQL);</li>
 *   <li>{@code text-numbers}: ORDER BY, MIN/MAX or a comparison with a number on a text column
 *       whose stored values are numbers, proved when comparing them as numbers changes the result
 *       (fixed SQL);</li>
 *   <li>{@code sqlite-double-quoted}: a double-quoted word SQLite read as a column in a comparison
 *       that is trivially true or whose word the question quotes as a value, proved when the word
 *       as a string literal changes the result (fixed SQL);</li>
 *   <li>{@code nulls-ranked}: {@code ORDER BY ... LIMIT n} keeping a row whose sort key is NULL
 *       because the engine sorts NULL first, while rows with a value were left out (fixed SQL);</li>
 *   <li>{@code date-upper-bound}: {@code BETWEEN ... AND 'YYYY-MM-DD'} or {@code <= 'YYYY-MM-DD'}
 *       on a column whose values carry a time of day, proved when the half-open bound finds rows
 *       of the last day (fixed SQL);</li>
 *   <li>{@code fan-out}: SUM of a column of a table joined to a table whose foreign key references
 *       it, proved when a probe finds a parent row repeated within a group; an AVG, or no probe, is
 *       a doubt;</li>
 *   <li>{@code case-variants}: a filter that keeps one of several stored spellings of a value;</li>
 *   <li>{@code count-shape}: a question whose count is the thing asked ("how many X ...", "the
 *       number of X") answered by more than one row (a doubt read from wording);</li>
 *   <li>{@code empty-result}: no rows, or one row of zero or NULL aggregates, while the SQL
 *       compares a column with a literal that is not stored but close to a stored value (case,
 *       accents, spacing, spelling); "no data" is otherwise a true answer (a doubt);</li>
 *   <li>{@code all-null}: a computed result column that is NULL in every row of a non-empty
 *       result (a doubt);</li>
 *   <li>{@code left-join-where}: a WHERE condition on the right-hand table of a LEFT JOIN that drops
 *       the unmatched rows the LEFT JOIN keeps (a doubt, with the fix);</li>
 *   <li>{@code count-nullable}: COUNT(column) for a "how many" question over rows where that
 *       column is NULL (a doubt, with the fix);</li>
 *   <li>{@code limit-ties}: {@code ORDER BY ... LIMIT n} cutting through rows tied on the sort key
 *       (a caveat naming the tied rows).</li>
 * </ol>
 * Every check was run over the gold SQL of Spider's training set (6,904 queries) and defog
 * sql-eval (SQLite and PostgreSQL) with {@code io.askdb.bench.CriticAudit}; a check whose flags on
 * correct gold SQL are not real faults is a defective check.
 * SQL that does not parse skips the checks that read it. Feedback is written for the model that
 * repairs the SQL; values from the database are quoted as data. Thread-safe.
 *
 * @since 0.2
 */
public final class ResultCritic implements Critic {
    private final QueryParser parser = new QueryParser();
    // proofs from the data first, then doubts read from the question or the result, then caveats
    private final List<CriticCheck> checks = List.of(new NotInNullCheck(), new IntegerDivisionCheck(), new TextNumbersCheck(),
            new DoubleQuotedStringCheck(), new NullsRankedCheck(), new DateUpperBoundCheck(), new FanOutCheck(), new CaseVariantCheck(),
            new CountShapeCheck(), new EmptyResultCheck(), new AllNullCheck(), new LeftJoinWhereCheck(), new CountNullableCheck(),
            new LimitTieCheck());

    /** Creates the critic; it keeps a small cache of parsed statements and is meant to be shared. */
    public ResultCritic() {
        // no configuration: every rule reads the request
    }

    /**
     * What every check finds in one result, without stopping at the first rejection: for auditing
     * the checks on benchmark gold SQL (each check's hits counted on their own).
     *
     * @param request the question, SQL, result, catalog and probe; not null
     * @return one entry per check that found something, in the checks' order; possibly empty
     */
    public List<CheckFinding> audit(CriticRequest request) {
        Objects.requireNonNull(request, "request");
        ParsedQuery parsed = parser.parseWithLiterals(new GuardRequest(request.sql(), request.catalog().dialect(), request.catalog(), 1));
        Resolution resolution = parsed.parsed() ? CatalogComplianceValidator.resolve(parsed, request.catalog()) : null;
        List<CheckFinding> out = new ArrayList<>();
        for (CriticCheck check : checks) {
            check.review(request, resolution).ifPresent(f -> out.add(new CheckFinding(check.name(), f.action().name(), f.text(), f.fixedSql())));
        }
        return out;
    }

    /**
     * One check's finding, as {@link #audit} reports it.
     *
     * @param check    the check's name, e.g. "not-in-null"
     * @param action   PROVEN, DOUBT or CAVEAT
     * @param text     the feedback or caveat
     * @param fixedSql askdb's corrected SQL, or null
     */
    public record CheckFinding(String check, String action, String text, String fixedSql) {
    }

    @Override
    public CriticVerdict review(CriticRequest request) {
        Objects.requireNonNull(request, "request");
        ParsedQuery parsed = parser.parseWithLiterals(new GuardRequest(request.sql(), request.catalog().dialect(), request.catalog(), 1));
        Resolution resolution = parsed.parsed() ? CatalogComplianceValidator.resolve(parsed, request.catalog()) : null;
        List<String> caveats = new ArrayList<>();
        for (CriticCheck check : checks) {
            Optional<Finding> found = check.review(request, resolution);
            if (found.isEmpty()) continue;
            Finding f = found.get();
            if (f.action() == Finding.Action.CAVEAT) {
                caveats.add(f.text());
                continue;
            }
            return new CriticVerdict.Rejected(check.name(), f.text(), null, f.action() == Finding.Action.PROVEN, f.fixedSql());
        }
        return new CriticVerdict.Accepted(Usage.NONE, caveats);
    }
}

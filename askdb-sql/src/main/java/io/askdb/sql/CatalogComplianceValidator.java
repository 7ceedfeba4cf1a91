package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.guard.GuardRequest;
import io.askdb.validation.QueryShape;
import io.askdb.validation.SqlValidator;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.util.List;
import java.util.Objects;

/**
 * Schema compliance on JSqlParser: every table and column the SQL references must exist in the
 * visible catalog. Table aliases, CTEs (with their column lists), derived tables and LATERAL
 * subqueries, select-list aliases (which SQLite, MySQL, DuckDB and, in ORDER BY and GROUP BY,
 * PostgreSQL accept) and correlated references to enclosing queries are resolved.
 *
 * <p>Violations: {@link Violation.Kind#UNKNOWN_TABLE} for a table in no schema, suggesting the
 * closest table; {@link Violation.Kind#UNKNOWN_COLUMN} for {@code p.state} when the relation
 * {@code p} has no such column (suggesting its closest column as "table.column") and for a bare
 * name that no relation in scope has (suggesting the closest across them);
 * {@link Violation.Kind#AMBIGUOUS_COLUMN} for a bare name in two relations of one SELECT that no
 * USING or NATURAL join merges; {@link Violation.Kind#SYNTAX} when the SQL does not parse.
 * Suggestions are empty when nothing is close.
 *
 * <p>The validator is conservative, since a false violation costs a needless repair: nothing is
 * reported for {@code *} and {@code t.*}, function names, literals, date keywords, names that may
 * belong to a relation whose columns are unknown (table functions, VALUES, derived tables over
 * them), qualifiers that name no relation in scope, or constructs JSqlParser reads but askdb does
 * not resolve (lambdas); the dry run on the database reports what remains. Identifier case
 * follows {@link NameRules}. Statements that are not queries are the guard's business and come
 * back valid with {@link QueryShape#UNKNOWN}. Thread-safe.
 *
 * @since 0.2
 */
public final class CatalogComplianceValidator implements SqlValidator {
    private final QueryParser parser = new QueryParser();

    /** Creates a validator; it keeps a small cache of parsed statements and is meant to be shared. */
    public CatalogComplianceValidator() {
        // no configuration: the dialect comes from each catalog
    }

    @Override
    public Validation validate(String sql, Catalog catalog) {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(catalog, "catalog");
        ParsedQuery parsed = parser.parse(new GuardRequest(sql, catalog.dialect(), catalog, 1));
        if (!parsed.parsed()) {
            return new Validation.Invalid(List.of(new Violation(Violation.Kind.SYNTAX, "", "The SQL could not be parsed: "
                    + parsed.error() + ". Write one " + catalog.dialect().displayName() + " SELECT statement.", "",
                    Math.max(-1, parsed.errorPosition()))));
        }
        Resolution resolution = resolve(parsed, catalog);
        if (!resolution.violations().isEmpty()) return new Validation.Invalid(resolution.violations());
        return new Validation.Valid(resolution.shape());
    }

    /** Resolves a parsed statement against the catalog; shared with {@link ResultCritic}. */
    static Resolution resolve(ParsedQuery parsed, Catalog catalog) {
        return new ScopeResolver(parsed, catalog).resolve(parsed.statement());
    }
}

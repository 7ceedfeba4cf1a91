package io.askdb.sql;

import net.sf.jsqlparser.statement.select.SampleClause;

/**
 * A DuckDB sample clause of literals only ({@link SampleClauses}) in the syntax tree, on the table
 * or query it samples; it writes itself back as the engine reads it, so a statement JSqlParser
 * writes out (the row-filter rewrite) keeps it where it was.
 */
final class LiteralSample extends SampleClause {
    private final String text;

    /** @param clause the clause as found in the statement; not null */
    LiteralSample(SampleClauses.Clause clause) {
        super(clause.table() ? "TABLESAMPLE" : "USING SAMPLE");
        this.text = clause.text();
    }

    @Override
    public StringBuilder appendTo(StringBuilder builder) {
        return builder.append(' ').append(text);
    }

    @Override
    public String toString() {
        return " " + text;
    }
}

package io.askdb.planner;

import io.askdb.dialect.Dialect;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Field;
import org.jooq.Name;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * Writes a plan's {@link ValueFilter}s and {@link Condition}s as jOOQ conditions, values inlined:
 * <ul>
 *   <li>a value filter is {@code col = 'v'}, or {@code (col IS NULL OR col <> 'v')} when negated;</li>
 *   <li>a comparison is {@code col op n} or {@code col BETWEEN n AND m} (inclusive);</li>
 *   <li>a null test is {@code col IS NULL} or {@code col IS NOT NULL};</li>
 *   <li>an absence is {@code NOT EXISTS (SELECT 1 FROM a0 JOIN a1 ... WHERE an-1.fk = <table at>.key)},
 *       the hop chain aliased a0 (the referring table) to an-1, its last hop correlated to the
 *       outer table the condition sits on;</li>
 *   <li>a count comparison is {@code (SELECT COUNT(*) FROM a0 ... WHERE an-1.fk = <table at>.key) op n}, its
 *       chain aliased as an absence's;</li>
 *   <li>a bridged value is {@code EXISTS (SELECT 1 FROM bridge b0 JOIN other b1 ON ... WHERE b0.fk =
 *       <table at>.key AND b1.column = 'value')};</li>
 *   <li>a date range is half-open, {@code col >= from AND col < to}, the bounds written as the
 *       dialect compares dates: ISO text in SQLite, which stores dates as text and compares them
 *       as text (sqlite.org/lang_datefunc.html); {@code DATE 'yyyy-mm-dd'} elsewhere (jOOQ writes
 *       MySQL's as the JDBC escape {d '...'}, which only drivers understand, so MySQL's is written
 *       here as the standard literal).</li>
 * </ul>
 * Numbers are inlined as written.
 */
final class ConditionSql {
    private final Dialect dialect;
    private final Scope scope;

    /**
     * Where a condition's columns are found.
     *
     * @param bare  null to qualify every column by its chain alias (tn); else the one table the query
     *              reads unaliased: columns are then written bare, and a correlation names this table
     */
    record Scope(Name bare) {
        static final Scope CHAIN = new Scope(null);

        Field<Object> column(int at, String column) {
            return bare == null ? ChainSql.column(at, column) : DSL.field(DSL.name(column));
        }

        Field<Object> outer(int at, String column) {
            return bare == null ? ChainSql.column(at, column) : DSL.field(DSL.name(bare, DSL.name(column)));
        }
    }

    ConditionSql(Dialect dialect, Scope scope) {
        this.dialect = dialect;
        this.scope = scope;
    }

    /** @return every filter then every condition, in the plan's order */
    List<org.jooq.Condition> all(List<ValueFilter> filters, List<Condition> conditions) {
        List<org.jooq.Condition> all = new ArrayList<>();
        for (ValueFilter f : filters) all.add(filter(f));
        for (Condition c : conditions) {
            if (c instanceof Condition.DateRange r) all.addAll(range(scope.column(r.at(), r.ref().column().name()), r.from(), r.to()));
            else all.add(condition(c));
        }
        return all;
    }

    /**
     * @return {@code col = 'v'}, or {@code (col IS NULL OR col <> 'v')} when the filter is negated;
     *         {@code col IN ('v', 'w')} and {@code (col IS NULL OR col NOT IN ('v', 'w'))} for several spellings
     */
    org.jooq.Condition filter(ValueFilter f) {
        Field<String> col = scope.column(f.at(), f.ref().column().name()).coerce(String.class);
        if (f.spellings().size() > 1) {
            List<Field<String>> values = f.spellings().stream().<Field<String>>map(DSL::inline).toList();
            return f.negated() ? col.isNull().or(col.notIn(values)) : col.in(values);
        }
        if (!f.negated()) return col.eq(DSL.inline(f.value()));
        return col.isNull().or(col.ne(DSL.inline(f.value())));
    }

    /** @return one condition of the plan IR as a jOOQ condition (a date range as its two bounds AND-ed) */
    org.jooq.Condition condition(Condition c) {
        if (c instanceof Condition.Comparison k) return comparison(k);
        if (c instanceof Condition.NullTest n) {
            Field<Object> col = scope.column(n.at(), n.ref().column().name());
            return n.isNull() ? col.isNull() : col.isNotNull();
        }
        if (c instanceof Condition.Absence a) return absence(a);
        if (c instanceof Condition.Bridged b) return bridged(b);
        if (c instanceof Condition.Counted n) return counted(n);
        Condition.DateRange r = (Condition.DateRange) c;
        return DSL.and(range(scope.column(r.at(), r.ref().column().name()), r.from(), r.to()));
    }

    /** @return {@code col >= from} and {@code col < to}, the dates written as the dialect compares them */
    List<org.jooq.Condition> range(Field<Object> col, LocalDate from, LocalDate to) {
        if (dialect == Dialect.SQLITE) {
            Field<String> text = col.coerce(String.class);
            return List.of(text.ge(DSL.inline(from.toString())), text.lt(DSL.inline(to.toString())));
        }
        Field<LocalDate> date = col.coerce(LocalDate.class);
        return List.of(date.ge(date(from)), date.lt(date(to)));
    }

    private Field<LocalDate> date(LocalDate d) {
        if (dialect == Dialect.MYSQL) return DSL.field("DATE {0}", LocalDate.class, DSL.inline(d.toString()));
        return DSL.inline(d);
    }

    private org.jooq.Condition comparison(Condition.Comparison k) {
        Field<BigDecimal> col = scope.column(k.at(), k.ref().column().name()).coerce(BigDecimal.class);
        Field<BigDecimal> v = DSL.inline(k.value());
        switch (k.op()) {
            case EQ: return col.eq(v);
            case NE: return col.ne(v);
            case LT: return col.lt(v);
            case LE: return col.le(v);
            case GT: return col.gt(v);
            case GE: return col.ge(v);
            default: return col.between(v, DSL.inline(k.upper()));
        }
    }


    private org.jooq.Condition counted(Condition.Counted n) {
        Field<Integer> count = DSL.field(DSL.select(DSL.count()).from(chainFrom(n.chain())).where(correlation(n.chain(), n.at())));
        Field<BigDecimal> c = count.coerce(BigDecimal.class);
        Field<BigDecimal> v = DSL.inline(n.value());
        switch (n.op()) {
            case EQ: return c.eq(v);
            case NE: return c.ne(v);
            case LT: return c.lt(v);
            case LE: return c.le(v);
            case GT: return c.gt(v);
            case GE: return c.ge(v);
            default: return c.between(v, DSL.inline(n.upper()));
        }
    }

    private static Table<?> chainFrom(List<Hop> chain) {
        Table<?> from = ChainSql.table(chain.get(0).from(), "a0");
        for (int i = 0; i < chain.size() - 1; i++) {
            from = from.join(ChainSql.table(chain.get(i).to(), "a" + (i + 1))).on(ChainSql.on(chain.get(i), "a" + i, "a" + (i + 1)));
        }
        return from;
    }

    private List<org.jooq.Condition> correlation(List<Hop> chain, int at) {
        Hop last = chain.get(chain.size() - 1);
        String inner = "a" + (chain.size() - 1);
        List<org.jooq.Condition> correlated = new ArrayList<>();
        for (int k = 0; k < last.key().columns().size(); k++) {
            correlated.add(DSL.field(DSL.name(inner, last.key().columns().get(k))).eq(scope.outer(at, last.key().targetColumns().get(k))));
        }
        return correlated;
    }

    private org.jooq.Condition absence(Condition.Absence a) {
        List<Hop> chain = a.chain();
        Table<?> from = ChainSql.table(chain.get(0).from(), "a0");
        for (int i = 0; i < chain.size() - 1; i++) {
            from = from.join(ChainSql.table(chain.get(i).to(), "a" + (i + 1))).on(ChainSql.on(chain.get(i), "a" + i, "a" + (i + 1)));
        }
        Hop last = chain.get(chain.size() - 1);
        String inner = "a" + (chain.size() - 1);
        List<org.jooq.Condition> correlated = new ArrayList<>();
        for (int k = 0; k < last.key().columns().size(); k++) {
            correlated.add(DSL.field(DSL.name(inner, last.key().columns().get(k)))
                    .eq(scope.outer(a.at(), last.key().targetColumns().get(k))));
        }
        return DSL.notExists(DSL.selectOne().from(from).where(correlated));
    }

    private org.jooq.Condition bridged(Condition.Bridged b) {
        Table<?> from = ChainSql.table(b.toSelf().from(), "b0")
                .join(ChainSql.table(b.toOther().to(), "b1")).on(ChainSql.on(b.toOther(), "b0", "b1"));
        List<org.jooq.Condition> where = new ArrayList<>();
        for (int k = 0; k < b.toSelf().key().columns().size(); k++) {
            where.add(DSL.field(DSL.name("b0", b.toSelf().key().columns().get(k)))
                    .eq(scope.outer(b.at(), b.toSelf().key().targetColumns().get(k))));
        }
        where.add(DSL.field(DSL.name("b1", b.value().ref().column().name())).eq(DSL.inline(b.value().value())));
        return DSL.exists(DSL.selectOne().from(from).where(where));
    }
}

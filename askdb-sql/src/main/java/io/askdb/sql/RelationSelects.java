package io.askdb.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * The SELECTs whose select lists become rows of a relation the query reads or returns: the
 * statement itself, a derived table in FROM or JOIN, and a CTE body, each when it is a plain
 * SELECT. A set-operation branch and a subquery in an expression (IN, EXISTS, a scalar
 * subquery) are not among them: there, a column's values are compared, not shown. Also records
 * the column list that renames a relation SELECT's output by position ({@code WITH c(x) AS
 * (...)}, {@code (SELECT ...) AS d(x)}), so that lineage follows the rename.
 */
final class RelationSelects {
    private final Set<PlainSelect> found = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<PlainSelect, List<String>> renames = new IdentityHashMap<>();

    private RelationSelects() {
    }

    /** @return the relation SELECTs of the statement and their renaming column lists */
    static RelationSelects of(Statement statement) {
        RelationSelects r = new RelationSelects();
        if (statement instanceof Select s) r.select(s, List.of());
        return r;
    }

    /** @return the relation SELECTs, by identity */
    Set<PlainSelect> selects() {
        return Collections.unmodifiableSet(found);
    }

    /** @return the output names a column list gives a relation SELECT, by position; empty when none renames it */
    List<String> renames(PlainSelect ps) {
        return renames.getOrDefault(ps, List.of());
    }

    private void select(Select s, List<String> renamed) {
        List<WithItem<?>> with = s.getWithItemsList();
        if (with != null) {
            for (WithItem<?> item : with) {
                if (item.getSelect() != null) select(item.getSelect(), columnList(item));
            }
        }
        if (s instanceof ParenthesedSelect p && p.getSelect() != null) {
            select(p.getSelect(), renamed);
        } else if (s instanceof PlainSelect ps) {
            found.add(ps);
            if (!renamed.isEmpty()) renames.put(ps, renamed);
            from(ps.getFromItem());
            if (ps.getJoins() != null) {
                for (Join j : ps.getJoins()) from(j.getFromItem());
            }
        }
    }

    private void from(FromItem item) {
        if (item instanceof ParenthesedSelect p) {
            select(p, aliasColumns(p.getAlias()));
        } else if (item instanceof ParenthesedFromItem pf) {
            from(pf.getFromItem());
            if (pf.getJoins() != null) {
                for (Join j : pf.getJoins()) from(j.getFromItem());
            }
        }
    }

    /** @return a CTE's column list ({@code WITH c(x, y)}), else its alias columns; empty when it has neither */
    static List<String> columnList(WithItem<?> item) {
        List<String> out = new ArrayList<>();
        if (item.getWithItemList() != null) {
            for (SelectItem<?> si : item.getWithItemList()) out.add(SqlNames.unquote(String.valueOf(si.getExpression())));
        }
        return out.isEmpty() ? aliasColumns(item.getAlias()) : out;
    }

    /** @return the column names an alias lists ({@code AS d(x, y)}); empty when none */
    static List<String> aliasColumns(Alias alias) {
        List<String> out = new ArrayList<>();
        if (alias != null && alias.getAliasColumns() != null) {
            for (Alias.AliasColumn c : alias.getAliasColumns()) out.add(SqlNames.unquote(c.name));
        }
        return out;
    }
}

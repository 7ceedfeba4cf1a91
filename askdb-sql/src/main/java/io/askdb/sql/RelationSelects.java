package io.askdb.sql;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * The SELECTs whose select lists become rows of a relation the query reads or returns: the
 * statement itself, a derived table in FROM or JOIN, and a CTE body, each when it is a plain
 * SELECT. A set-operation branch and a subquery in an expression (IN, EXISTS, a scalar
 * subquery) are not among them: there, a column's values are compared, not shown.
 */
final class RelationSelects {
    private final Set<PlainSelect> found = Collections.newSetFromMap(new IdentityHashMap<>());

    private RelationSelects() {
    }

    /** @return the relation SELECTs of the statement, by identity */
    static Set<PlainSelect> of(Statement statement) {
        RelationSelects r = new RelationSelects();
        if (statement instanceof Select s) r.select(s);
        return Collections.unmodifiableSet(r.found);
    }

    private void select(Select s) {
        List<WithItem<?>> with = s.getWithItemsList();
        if (with != null) {
            for (WithItem<?> item : with) {
                if (item.getSelect() != null) select(item.getSelect());
            }
        }
        if (s instanceof ParenthesedSelect p && p.getSelect() != null) {
            select(p.getSelect());
        } else if (s instanceof PlainSelect ps) {
            found.add(ps);
            from(ps.getFromItem());
            if (ps.getJoins() != null) {
                for (Join j : ps.getJoins()) from(j.getFromItem());
            }
        }
    }

    private void from(FromItem item) {
        if (item instanceof ParenthesedSelect p) {
            select(p);
        } else if (item instanceof ParenthesedFromItem pf) {
            from(pf.getFromItem());
            if (pf.getJoins() != null) {
                for (Join j : pf.getJoins()) from(j.getFromItem());
            }
        }
    }
}

package io.askdb.eval;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The FROM items of one query block, by the name the block refers to them with (alias or table
 * name), with the enclosing block's scope for correlated references. A source without a catalog
 * table is a CTE, a derived table or a table function: its columns are unknown.
 */
final class GoldScope {
    /** @param name lower-case alias or table name, or null when unnamed; @param table the catalog table, or null */
    record Source(String name, Table table) {
    }

    private final GoldScope parent;
    private final List<Source> sources = new ArrayList<>();

    GoldScope(GoldScope parent) {
        this.parent = parent;
    }

    void add(String name, Table table) {
        sources.add(new Source(name == null ? null : name.toLowerCase(Locale.ROOT), table));
    }

    /** @return the source a qualifier names, here or in an enclosing block */
    Optional<Source> find(String qualifier) {
        String q = qualifier.toLowerCase(Locale.ROOT);
        for (GoldScope s = this; s != null; s = s.parent) {
            for (Source src : s.sources) {
                if (q.equals(src.name())) return Optional.of(src);
            }
        }
        return Optional.empty();
    }

    /**
     * Finds the table an unqualified column belongs to: the one catalog table of the innermost
     * block that has it; none when two tables have it, or when the block has a source of unknown
     * columns and no table has it (it may come from that source).
     */
    Optional<Table> owner(String column) {
        for (GoldScope s = this; s != null; s = s.parent) {
            Set<Table> having = new LinkedHashSet<>();
            boolean unknown = false;
            for (Source src : s.sources) {
                if (src.table() == null) unknown = true;
                else if (src.table().column(column).isPresent()) having.add(src.table());
            }
            if (having.size() == 1) return Optional.of(having.iterator().next());
            if (having.size() > 1 || unknown) return Optional.empty();
        }
        return Optional.empty();
    }
}

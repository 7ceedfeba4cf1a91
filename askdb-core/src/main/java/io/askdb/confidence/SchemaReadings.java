package io.askdb.confidence;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import io.askdb.validation.QueryShape;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The readings the data offers for a word: the columns of the tables the SQL reads whose names
 * hold it, the columns whose sampled values are it, and whether a table is named by it. The
 * tables read are the query's own; when validation did not report them, the five best linked.
 */
final class SchemaReadings {
    static final int LINKED_FALLBACK = 5;

    private final Catalog catalog;
    private final List<Table> scope;

    private SchemaReadings(Catalog catalog, List<Table> scope) {
        this.catalog = catalog;
        this.scope = scope;
    }

    static SchemaReadings of(Catalog catalog, QueryShape shape, LinkedSchema linked) {
        List<TableId> ids = shape.tables().isEmpty() ? linked.top(LINKED_FALLBACK) : shape.tables();
        List<Table> scope = new ArrayList<>();
        for (TableId id : ids) catalog.table(id).ifPresent(scope::add);
        return new SchemaReadings(catalog, List.copyOf(scope));
    }

    /**
     * @param stem a stemmed word
     * @return the non-key columns of one table that the word names when there are two or more
     *         there; otherwise every non-key column of the tables read that it names, as {@code table.column}
     */
    List<String> columnsNamed(String stem) {
        List<String> all = new ArrayList<>();
        for (Table t : scope) {
            List<String> here = new ArrayList<>();
            for (Column c : attributes(t)) {
                if (TermWords.identifierStems(c.name()).contains(stem)) here.add(t.id().displayName() + "." + c.name());
            }
            if (here.size() > 1) return here;
            all.addAll(here);
        }
        return all;
    }

    /** @return true when the word names a table, or any column of the catalog (it has a meaning in this database) */
    boolean defines(String stem) {
        for (Table t : catalog.tables()) {
            if (TermWords.identifierStems(t.id().name()).contains(stem)) return true;
            for (Column c : t.columns()) {
                if (TermWords.identifierStems(c.name()).contains(stem)) return true;
            }
        }
        return false;
    }

    /** @return the columns of the tables read with a sampled value whose meaningful words are exactly these */
    List<String> columnsStoring(List<String> stems) {
        Set<String> out = new LinkedHashSet<>();
        for (Table t : scope) {
            for (Column c : t.columns()) {
                for (String value : c.sampleValues()) {
                    if (value != null && TermWords.meaningful(value).equals(stems)) {
                        out.add(t.id().displayName() + "." + c.name());
                        break;
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    private static List<Column> attributes(Table t) {
        Set<String> keys = new HashSet<>();
        t.primaryKey().forEach(k -> keys.add(k.toLowerCase(java.util.Locale.ROOT)));
        for (ForeignKey fk : t.foreignKeys()) fk.columns().forEach(k -> keys.add(k.toLowerCase(java.util.Locale.ROOT)));
        return t.columns().stream().filter(c -> !keys.contains(c.name().toLowerCase(java.util.Locale.ROOT))).toList();
    }
}

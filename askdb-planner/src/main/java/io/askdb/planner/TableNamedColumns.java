package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * A phrase naming both a table and one of its own columns ("allergy types": table Allergy_Type, column
 * AllergyType) read as the column's values when the column is an attribute of the rows rather than what
 * names them: not in the table's primary key, and the table has no label column
 * ({@link ColumnKinds#labels}). Spider's annotators read it so in every question on such a table in its
 * train set ("Show all allergy types.", "What are all the instruments used?": {@code SELECT DISTINCT}).
 * Listings and different values only; a count of the table's rows still counts its rows.
 */
final class TableNamedColumns {
    private TableNamedColumns() {
    }

    /** @return the mention as its column alone, or null when it is not such a phrase */
    static Mention asColumn(Mention m, ColumnKinds kinds) {
        if (m == null || m.tables().size() != 1) return null;
        Table t = m.tables().get(0);
        List<Mention.Match> own = m.columns().stream()
                .filter(c -> c.strength() == 0 && PlanAssembly.same(c.ref().table(), t)).toList();
        if (own.size() != 1) return null;
        String name = own.get(0).ref().column().name();
        if (t.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(name)) || !kinds.labels(t).isEmpty()) return null;
        return new Mention(m.start(), m.end(), m.text(), List.of(), own);
    }
}

package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.List;

/** The text of an evidence passage for a metric or an entity, with column names qualified by their table. */
final class PassageText {
    private PassageText() {
    }

    static String of(Metric m, SemanticModel model) {
        StringBuilder out = new StringBuilder("Metric ").append(m.name()).append(also(m.synonyms())).append(": ")
                .append(qualify(m.expression(), m.table())).append(" over ").append(m.table().displayName());
        if (m.timeColumn() != null) {
            out.append("; time column ").append(m.timeColumn().displayName());
            List<Relationship> path = model.joinPath(m.table(), m.timeColumn().table()).orElse(List.of());
            if (!path.isEmpty()) {
                out.append(", joined by ");
                for (int i = 0; i < path.size(); i++) out.append(i == 0 ? "" : " and ").append(path.get(i).condition());
            }
        }
        if (!m.filters().isEmpty()) {
            out.append("; always filtered by ");
            for (int i = 0; i < m.filters().size(); i++) {
                out.append(i == 0 ? "" : " AND ").append(qualify(m.filters().get(i), m.table()));
            }
        }
        out.append('.');
        if (!m.description().isEmpty()) out.append(' ').append(m.description());
        return out.toString();
    }

    static String of(Entity e) {
        return "Entity " + e.name() + " (table " + e.table().displayName() + ")" + also(e.synonyms()) + ": "
                + e.description();
    }

    private static String also(List<String> synonyms) {
        return synonyms.isEmpty() ? "" : " (also: " + String.join(", ", synonyms) + ")";
    }

    /** @return the SQL with every bare column name prefixed by its table: {@code SUM(Total)} → {@code SUM(Invoice.Total)} */
    static String qualify(String sql, TableId table) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (ColumnScan.Reference ref : ColumnScan.references(sql)) {
            if (ref.qualifier() != null) continue;
            out.append(sql, at, ref.start()).append(table.displayName()).append('.').append(sql, ref.start(), ref.end());
            at = ref.end();
        }
        return out.append(sql.substring(at)).toString();
    }
}

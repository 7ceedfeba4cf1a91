package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.List;
import java.util.Locale;

/** The JSON of catalog tools: a table's summary, and a table described column by column. */
final class CatalogPayloads {
    private CatalogPayloads() {
    }

    /** One line of {@code list_tables}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record TableSummary(@JsonProperty("table") String table, @JsonProperty("kind") String kind,
                        @JsonProperty("columns") int columns, @JsonProperty("row_estimate") Long rowEstimate,
                        @JsonProperty("comment") String comment) {
        static TableSummary of(Table t) {
            return new TableSummary(t.id().displayName(), kindOf(t), t.columns().size(),
                    t.rowEstimate() >= 0 ? t.rowEstimate() : null, blankToNull(t.comment()));
        }
    }

    /** The result of {@code describe_table}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record TableDescription(@JsonProperty("table") String table, @JsonProperty("kind") String kind,
                            @JsonProperty("comment") String comment, @JsonProperty("columns") List<ColumnDescription> columns,
                            @JsonProperty("primary_key") List<String> primaryKey,
                            @JsonProperty("foreign_keys") List<ForeignKeyDescription> foreignKeys,
                            @JsonProperty("row_estimate") Long rowEstimate,
                            @JsonProperty("column_count") Integer columnCount) {
        static TableDescription of(Table t) {
            return of(t, t.columns().size());
        }

        /**
         * @return the description with as many of the first columns as keep its JSON within
         *         {@code budget} characters (at least one); when columns are cut, {@code column_count}
         *         says how many the table has
         */
        static TableDescription within(Table t, int budget) {
            TableDescription whole = of(t);
            if (ToolOutput.write(whole).length() <= budget) return whole;
            int low = 1;
            int high = t.columns().size() - 1;
            while (low < high) {
                int mid = (low + high + 1) >>> 1;
                if (ToolOutput.write(of(t, mid)).length() <= budget) low = mid;
                else high = mid - 1;
            }
            return of(t, low);
        }

        private static TableDescription of(Table t, int columns) {
            return new TableDescription(t.id().displayName(), kindOf(t), blankToNull(t.comment()),
                    t.columns().subList(0, columns).stream().map(ColumnDescription::of).toList(), t.primaryKey(),
                    t.foreignKeys().stream().map(ForeignKeyDescription::of).toList(),
                    t.rowEstimate() >= 0 ? t.rowEstimate() : null,
                    columns < t.columns().size() ? t.columns().size() : null);
        }
    }

    /** One column: its type as the database names it, whether it takes NULL, and sampled values. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    record ColumnDescription(@JsonProperty("name") String name, @JsonProperty("type") String type,
                             @JsonProperty("nullable") boolean nullable, @JsonProperty("comment") String comment,
                             @JsonProperty("sample_values") List<String> sampleValues) {
        static ColumnDescription of(Column c) {
            return new ColumnDescription(c.name(), c.typeName(), c.nullable(), blankToNull(c.comment()), c.sampleValues());
        }
    }

    /** A foreign key: these columns reference those columns of another table. */
    record ForeignKeyDescription(@JsonProperty("columns") List<String> columns,
                                 @JsonProperty("references_table") String referencesTable,
                                 @JsonProperty("references_columns") List<String> referencesColumns) {
        static ForeignKeyDescription of(ForeignKey fk) {
            return new ForeignKeyDescription(fk.columns(), fk.target().displayName(), fk.targetColumns());
        }
    }

    static String kindOf(Table t) {
        return t.kind().name().toLowerCase(Locale.ROOT);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}

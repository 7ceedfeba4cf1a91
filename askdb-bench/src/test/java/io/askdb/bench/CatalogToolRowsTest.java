package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.linking.LinkerMode;
import io.askdb.linking.SchemaIndex;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MCP catalog tool rows over the real 5,000-table synthetic catalog, with the lexical Lucene
 * index: the sizes are checked, the times only reported (speed figures live in askdb bench).
 */
class CatalogToolRowsTest {
    @TempDir
    static Path work;

    @Test
    void should_report_each_tools_size_at_2000_tables_within_the_budget_and_time_search_schema_per_size() {
        BenchOptions options = new BenchOptions(0, 2, 1, Set.of("mcp"), null, work, BenchTest.CHINOOK);
        IndexBuilder lexical = c -> {
            SchemaIndex index = SchemaIndex.build(c, LinkerMode.LEXICAL);
            return (question, evidence, cat, max) -> index.link(question, evidence, max);
        };

        BenchReport report = new Bench(options, lexical).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::name)
                .containsExactly("mcp.catalog.2000", "mcp.search_schema.500", "mcp.search_schema.2000", "mcp.search_schema.5000");
        BenchRow largest = report.row("mcp.catalog.2000");
        assertThat(largest.unit()).isEqualTo("chars");
        assertThat(largest.median()).isLessThanOrEqualTo(60_000).isGreaterThan(30_000);
        assertThat(largest.note()).startsWith("2000 tables; list_tables ").contains(", schema resource ")
                .contains(", describe_table of 100 tables ").endsWith(" characters; budget 60,000");
        assertThat(report.row("mcp.search_schema.5000")).extracting(BenchRow::samples, BenchRow::note).containsExactly(2,
                "20 questions as keywords over 5000 tables, through the MCP tool, index built first");
    }
}

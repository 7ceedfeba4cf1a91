package io.askdb.app.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.app.config.AskdbConfig;
import io.askdb.app.config.ConfigLoader;
import io.askdb.app.config.ConfigSources;
import io.askdb.linking.StoredColumn;
import io.askdb.linking.ValueBatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runtime's value source over a Chinook copy (Chinook by Luis Rocha, MIT licence) with a policy file. */
class PolicyRuntimeTest {
    @TempDir
    Path dir;

    @Test
    void should_read_no_values_of_masked_or_hidden_columns_when_values_are_indexed() throws Exception {
        Path db = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        Path policy = Files.writeString(dir.resolve("policy.yaml"),
                "hidden:\n  columns: [Customer.Company]\nmasked:\n  - {column: Customer.Email, rule: email}\n");
        AskdbConfig config = ConfigLoader.load(new ConfigSources(Map.of(), Map.of("ASKDB_DATA_DIR", dir.toString(),
                "ASKDB_DB", db.toString(), "ASKDB_POLICY_PATH", policy.toString()), new Properties(), null));
        try (AskdbRuntime runtime = new AskdbRuntime(config)) {
            io.askdb.catalog.Table full = new io.askdb.jdbc.JdbcCatalogProvider(runtime.source(), io.askdb.jdbc.CatalogOptions.NO_SAMPLES)
                    .catalog().resolve(null, "Customer").get(0);

            ValueBatch batch = runtime.valueSource(runtime.source()).read(java.util.List.of(full));

            assertThat(batch.columns()).extracting(StoredColumn::column).contains("Country", "City")
                    .doesNotContain("Email", "Company");
            assertThat(runtime.policy().masked()).hasSize(1);
        }
    }

    @Test
    void should_read_no_values_of_row_filtered_tables_or_their_children_when_values_are_indexed() throws Exception {
        Path db = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        Path policy = Files.writeString(dir.resolve("policy.yaml"), "row_filters:\n  - {table: Invoice, column: CustomerId, caller: customer}\n");
        AskdbConfig config = ConfigLoader.load(new ConfigSources(Map.of(), Map.of("ASKDB_DATA_DIR", dir.toString(),
                "ASKDB_DB", db.toString(), "ASKDB_POLICY_PATH", policy.toString()), new Properties(), null));
        try (AskdbRuntime runtime = new AskdbRuntime(config)) {
            io.askdb.catalog.Catalog full = new io.askdb.jdbc.JdbcCatalogProvider(runtime.source(), io.askdb.jdbc.CatalogOptions.NO_SAMPLES).catalog();
            java.util.List<io.askdb.catalog.Table> tables = java.util.List.of(full.resolve(null, "Customer").get(0),
                    full.resolve(null, "Invoice").get(0), full.resolve(null, "InvoiceLine").get(0));

            ValueBatch batch = runtime.valueSource(runtime.source()).read(tables);

            assertThat(batch.columns()).extracting(c -> c.table().name()).contains("Customer").doesNotContain("Invoice", "InvoiceLine");
        }
    }
}

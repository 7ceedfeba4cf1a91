package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import io.askdb.sql.MaskingSqlExecutor;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MCP tools over a copy of Chinook with an access policy wired as askdb-app wires it, for caller customer=2. */
class McpPolicyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Policy POLICY = new Policy(List.of(new NamePattern("Employee")), List.of(new NamePattern("Customer.Company")),
            List.of(new MaskedColumn(new NamePattern("Customer.Email"), Masking.EMAIL)),
            List.of(new RowFilter(new NamePattern("Invoice"), "CustomerId", "customer")));

    @TempDir
    static Path dir;
    static AskdbMcpServer server;

    @BeforeAll
    static void open() throws Exception {
        Path file = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), new Properties());
        Catalog full = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        CatalogProvider once = () -> full;
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(once)
                .policy(POLICY)
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create(POLICY, once))
                .executor(new MaskingSqlExecutor(new JdbcSqlExecutor(source), POLICY, once))
                .explainer(new TemplateExplainer())
                .history(JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite")))
                .limits(ExecutionLimits.DEFAULT)
                .databaseName("chinook")
                .build();
        McpDatasource chinook = new McpDatasource("chinook", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL), Caller.of("customer", "2"));
        server = new AskdbMcpServer(List.of(chinook), "0.3.0-test");
    }

    private static CallToolResult call(String tool, Map<String, Object> args) {
        SyncToolSpecification spec = server.tools().stream().filter(t -> t.tool().name().equals(tool)).findFirst().orElseThrow();
        return spec.callHandler().apply(null, new CallToolRequest(tool, args));
    }

    private static String text(CallToolResult r, int i) {
        return ((TextContent) r.content().get(i)).text();
    }

    @Test
    void should_leave_hidden_table_and_column_out_when_catalog_tools_and_resource_are_read() throws Exception {
        JsonNode listing = JSON.readTree(text(call("list_tables", Map.of()), 0));
        JsonNode customer = JSON.readTree(text(call("describe_table", Map.of("table", "Customer")), 0));
        CallToolResult employee = call("describe_table", Map.of("table", "Employee"));
        SyncResourceSpecification spec = server.resources().get(0);
        String schema = ((TextResourceContents) spec.readHandler().apply(null, new ReadResourceRequest("askdb://schema/chinook"))
                .contents().get(0)).text();

        assertThat(listing.get("tables").findValuesAsText("table")).hasSize(10).doesNotContain("Employee");
        assertThat(customer.get("columns").findValuesAsText("name")).contains("Email").doesNotContain("Company");
        assertThat(employee.isError()).isTrue();
        assertThat(schema).contains("## Customer").doesNotContain("Employee").doesNotContain("Company");
    }

    @Test
    void should_mask_email_and_filter_invoices_when_run_sql_is_called() throws Exception {
        JsonNode email = JSON.readTree(text(call("run_sql", Map.of("sql", "SELECT Email FROM Customer WHERE CustomerId = 1")), 0));
        JsonNode invoices = JSON.readTree(text(call("run_sql", Map.of("sql", "SELECT COUNT(*) FROM Invoice")), 0));

        assertThat(email.get("rows").get(0).get(0).asText()).isEqualTo("l***@embraer.com.br");
        assertThat(invoices.get("rows").get(0).get(0).asInt()).isEqualTo(7);
    }

    @Test
    void should_return_an_error_result_when_run_sql_reads_a_hidden_column() {
        CallToolResult r = call("run_sql", Map.of("sql", "SELECT FirstName FROM Customer ORDER BY Company"));

        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).contains("Column Company").contains("hidden by this database's access policy");
    }

    /** Customer 2 (Germany, no state) never billed to the USA or to CA: those values are other tenants' rows. */
    @Test
    void should_show_no_sample_of_row_filtered_tables_when_describe_table_and_the_schema_resource_are_read() throws Exception {
        JsonNode invoice = JSON.readTree(text(call("describe_table", Map.of("table", "Invoice")), 0));
        JsonNode line = JSON.readTree(text(call("describe_table", Map.of("table", "InvoiceLine")), 0));
        JsonNode customer = JSON.readTree(text(call("describe_table", Map.of("table", "Customer")), 0));
        String schema = ((TextResourceContents) server.resources().get(0).readHandler().apply(null,
                new ReadResourceRequest("askdb://schema/chinook")).contents().get(0)).text();
        String invoiceSection = schema.substring(schema.indexOf("## Invoice"), schema.indexOf("## MediaType"));

        assertThat(invoice.get("columns").findValues("sample_values")).allMatch(v -> v.isNull() || v.isEmpty());
        assertThat(line.get("columns").findValues("sample_values")).allMatch(v -> v.isNull() || v.isEmpty());
        assertThat(invoice.toString()).doesNotContain("USA").doesNotContain("\"CA\"");
        assertThat(invoiceSection).doesNotContain("USA");
        assertThat(customer.toString()).contains("USA");
    }

    /** Chinook has 412 invoices and 2,240 invoice lines over every customer; customer 2 has 7 invoices: the counts are other tenants' too. */
    @Test
    void should_show_no_row_estimate_of_row_filtered_tables_when_catalog_tools_and_the_schema_resource_are_read() throws Exception {
        JsonNode listing = JSON.readTree(text(call("list_tables", Map.of()), 0));
        JsonNode invoice = JSON.readTree(text(call("describe_table", Map.of("table", "Invoice")), 0));
        JsonNode line = JSON.readTree(text(call("describe_table", Map.of("table", "InvoiceLine")), 0));
        JsonNode track = JSON.readTree(text(call("describe_table", Map.of("table", "Track")), 0));
        String schema = ((TextResourceContents) server.resources().get(0).readHandler().apply(null,
                new ReadResourceRequest("askdb://schema/chinook")).contents().get(0)).text();

        for (JsonNode t : listing.get("tables")) {
            String name = t.get("table").asText();
            if (name.equals("Invoice") || name.equals("InvoiceLine")) assertThat(t.path("row_estimate").isMissingNode() || t.get("row_estimate").isNull()).as(name).isTrue();
        }
        assertThat(invoice.path("row_estimate").isMissingNode() || invoice.get("row_estimate").isNull()).isTrue();
        assertThat(line.path("row_estimate").isMissingNode() || line.get("row_estimate").isNull()).isTrue();
        assertThat(invoice.toString() + line + listing + schema).doesNotContain("412").doesNotContain("2240");
        assertThat(track.get("row_estimate").asLong()).isEqualTo(3503L);
    }
}

package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import org.junit.jupiter.api.Test;

class ColumnScanTest {
    @Test
    void should_find_columns_but_not_functions_keywords_or_literals_when_scanning() {
        assertThat(ColumnScan.references("SUM(CASE WHEN Status = 'it''s Active' THEN Amount ELSE 0 END) / 60000.0"))
                .extracting(ColumnScan.Reference::column).containsExactly("Status", "Amount");
        assertThat(ColumnScan.references("CAST(Total AS REAL) -- Ignored comment")).extracting(ColumnScan.Reference::column)
                .containsExactly("Total");
        assertThat(ColumnScan.references("COUNT(DISTINCT CustomerId) + COUNT (*)"))
                .extracting(ColumnScan.Reference::column).containsExactly("CustomerId");
    }

    @Test
    void should_keep_qualifiers_and_unquote_names_when_scanning() {
        assertThat(ColumnScan.references("s.Invoice.Total > \"Unit \"\"Price\"\" \" AND [Order Date] IS NOT NULL"))
                .containsExactly(new ColumnScan.Reference("s.Invoice", "Total", 0, 15),
                        new ColumnScan.Reference(null, "Unit \"Price\" ", 18, 35),
                        new ColumnScan.Reference(null, "Order Date", 40, 52));
    }

    @Test
    void should_prefix_bare_columns_with_the_table_when_qualifying() {
        assertThat(PassageText.qualify("SUM(UnitPrice * Quantity) / 60000.0 + Invoice.Total",
                new TableId(null, "InvoiceLine")))
                .isEqualTo("SUM(InvoiceLine.UnitPrice * InvoiceLine.Quantity) / 60000.0 + Invoice.Total");
    }
}

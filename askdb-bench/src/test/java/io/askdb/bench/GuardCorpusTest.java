package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuardCorpusTest {
    static Catalog chinook() {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of("../data/chinook/chinook.sqlite", null), CatalogOptions.NO_SAMPLES)
                .catalog();
    }

    @Test
    void should_get_the_expected_verdict_for_every_statement_when_checked_with_run_suffixes() {
        GuardRow row = new GuardRow(chinook());
        List<String> unexpected = new ArrayList<>();
        int run = 0;
        for (GuardCorpus.Case c : GuardCorpus.CASES) {
            if (row.check(c, run++) != c.approved()) unexpected.add(c.dialect() + ": " + c.sql());
        }

        assertThat(unexpected).isEmpty();
        assertThat(GuardCorpus.CASES).hasSize(33);
        assertThat(GuardCorpus.approvedCount()).isEqualTo(18);
    }
}

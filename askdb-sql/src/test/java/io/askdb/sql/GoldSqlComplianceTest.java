package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.Validation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The false-positive bar: every gold statement of the repository's benchmark files is valid SQL
 * on its database, so the validator must find no violation in any of them. Catalogs are read from
 * the real SQLite files (read-only) with askdb-jdbc.
 */
class GoldSqlComplianceTest {
    private static final Path DEFOG = Path.of("../data/defog");
    private final CatalogComplianceValidator validator = new CatalogComplianceValidator();
    private final Map<String, Catalog> catalogs = new HashMap<>();
    /** Statements whose shape names no catalog column: resolution that found nothing would pass the bar vacuously. */
    private int withoutColumns;

    @Test
    void should_find_no_violation_when_validating_every_defog_gold_statement() throws Exception {
        List<GoldCorpus.Gold> gold = new ArrayList<>();
        for (String file : List.of("questions_gen_sqlite.csv", "instruct_basic_sqlite.csv", "instruct_advanced_sqlite.csv")) {
            gold.addAll(GoldCorpus.defog(DEFOG.resolve("questions").resolve(file)));
        }
        List<String> violations = violations(gold, db -> DEFOG.resolve("sqlite").resolve(db + ".db"));
        assertThat(violations).isEmpty();
        assertThat(gold).hasSize(EXPECTED_DEFOG_STATEMENTS);
        assertThat(withoutColumns).as("statements without resolved columns (one SELECT COUNT(*))").isEqualTo(1);
    }

    @Test
    void should_find_no_violation_when_validating_the_chinook_golden_set() throws Exception {
        List<GoldCorpus.Gold> gold = GoldCorpus.chinook(Path.of("../data/chinook/golden.jsonl"));
        List<String> violations = violations(gold, db -> Path.of("../data/chinook/chinook.sqlite"));
        assertThat(violations).isEmpty();
        // 25 questions; four rankings accept the ranked names alone or with their measure (c11, c12, c13, c21)
        assertThat(gold).hasSize(29);
        assertThat(withoutColumns).as("statements without resolved columns (the three SELECT COUNT(*))").isEqualTo(3);
    }

    private static final int EXPECTED_DEFOG_STATEMENTS = 467;

    private List<String> violations(List<GoldCorpus.Gold> gold, java.util.function.Function<String, Path> files) {
        List<String> out = new ArrayList<>();
        for (GoldCorpus.Gold g : gold) {
            Catalog catalog = catalogs.computeIfAbsent(g.db(), db -> new JdbcCatalogProvider(
                    ReadOnlyConnectionSource.of(files.apply(db).toString(), null), CatalogOptions.NO_SAMPLES).catalog());
            Validation v = validator.validate(g.sql(), catalog);
            if (v instanceof Validation.Invalid invalid) out.add(g.db() + ": " + invalid.violations() + " in " + g.sql());
            if (v instanceof Validation.Valid valid && valid.shape().columns().isEmpty()) withoutColumns++;
        }
        return out;
    }
}

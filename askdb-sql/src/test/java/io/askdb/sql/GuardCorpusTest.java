package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every statement of the adversarial corpus and the legitimate-analytics corpus gets the verdict
 * (and, where the corpus names one, the refusal rule) it expects, checked against the Chinook
 * catalog of its dialect.
 */
class GuardCorpusTest {

    static Stream<CorpusEntry> adversarial() {
        return CorpusEntry.read(CorpusEntry.ADVERSARIAL).stream();
    }

    static Stream<CorpusEntry> legit() {
        return CorpusEntry.read(CorpusEntry.LEGIT).stream();
    }

    static GuardResult check(CorpusEntry e) {
        return Fixtures.GUARD.check(new GuardRequest(e.sql(), e.dialect(), ChinookSchema.catalog(e.dialect()), Fixtures.CAP));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("adversarial")
    void should_give_the_expected_verdict_when_adversarial(CorpusEntry e) {
        assertVerdict(e, check(e));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("legit")
    void should_approve_when_legitimate_analytics(CorpusEntry e) {
        assertThat(e.allow()).as("the legitimate corpus only holds statements to approve").isTrue();
        assertVerdict(e, check(e));
    }

    @Test
    void should_hold_enough_statements_in_every_dialect_when_corpora_are_read() {
        List<CorpusEntry> attacks = CorpusEntry.read(CorpusEntry.ADVERSARIAL);
        List<CorpusEntry> legit = CorpusEntry.read(CorpusEntry.LEGIT);
        assertThat(attacks.stream().filter(e -> !e.allow()).count()).isGreaterThanOrEqualTo(150);
        assertThat(legit).hasSizeGreaterThanOrEqualTo(60);
        for (Dialect d : List.of(Dialect.SQLITE, Dialect.POSTGRESQL, Dialect.MYSQL, Dialect.DUCKDB, Dialect.H2)) {
            assertThat(attacks).filteredOn(e -> e.dialect() == d).as(d.displayName()).hasSizeGreaterThanOrEqualTo(20);
            assertThat(legit).filteredOn(e -> e.dialect() == d).as(d.displayName()).hasSizeGreaterThanOrEqualTo(12);
        }
        String table = CorpusCounts.table(attacks, legit, GuardCorpusTest::check);
        System.out.println(table);
        assertThat(table).contains("total");
    }

    private static void assertVerdict(CorpusEntry e, GuardResult result) {
        if (e.allow()) {
            assertThat(result).as("%s", e).isInstanceOf(ApprovedSql.class);
            return;
        }
        assertThat(result).as("%s", e).isInstanceOf(Refusal.class);
        Refusal r = (Refusal) result;
        if (e.rule() != null) assertThat(r.rule()).as("%s -> %s", e, r.message()).isEqualTo(e.rule());
        assertThat(r.message()).as("%s", e).isNotBlank();
    }
}

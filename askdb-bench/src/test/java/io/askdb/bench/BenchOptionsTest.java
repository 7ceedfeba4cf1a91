package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BenchOptionsTest {
    private final BenchOptions defaults = BenchOptions.defaults(Path.of("work"), Path.of("chinook.sqlite"));

    @Test
    void should_select_rows_by_exact_name_or_dotted_prefix_when_only_is_given() {
        BenchOptions options = defaults.withOnly(Set.of("catalog.sqlite.5000", "link"));

        assertThat(Bench.ROWS.stream().filter(options::selects)).containsExactly(
                "catalog.sqlite.5000", "catalog.sqlite.5000.samples", "link.50", "link.500", "link.5000");
        assertThat(Bench.ROWS.stream().filter(defaults::selects)).hasSize(Bench.ROWS.size());
        assertThat(Bench.ROWS.stream().filter(defaults.withOnly(Set.of("agent.tokens", "agent.beaver"))::selects)).containsExactly(
                "agent.tokens.chinook", "agent.tokens.chinook.whole", "agent.beaver", "agent.tokens.beaver", "agent.tokens.beaver.whole",
                "agent.beaver.neutron", "agent.tokens.beaver.neutron", "agent.tokens.beaver.neutron.whole");
    }

    @Test
    void should_report_every_bad_setting_at_once_when_options_are_invalid() {
        assertThatThrownBy(() -> new BenchOptions(-1, 0, 1, Set.of("lnk"), "jdbc:mysql://h/db", Path.of("w"), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BenchOptions.warmup must be >= 0, was -1; BenchOptions.repetitions must be >= 1, was 0; "
                        + "BenchOptions.only names no row: 'lnk'; rows are " + String.join(", ", Bench.ROWS) + "; "
                        + "BenchOptions.postgresUrl must start with jdbc:postgresql:, was 'jdbc:mysql://h/db'; "
                        + "BenchOptions.chinook must not be null");
    }

    @Test
    void should_hide_the_password_when_the_postgres_url_is_refused() {
        assertThatThrownBy(() -> defaults.withPostgresUrl("postgres://h/db?user=u&password=secret"))
                .hasMessageContaining("'postgres://h/db?user=u&password=***'")
                .hasMessageNotContaining("secret");
    }
}

package io.askdb.app.leak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The leak test's detector and data: a canary is found from a part of it, in any case; a mask's shown part is not a canary. */
class CanaryScanTest {
    private final CanaryData data = new CanaryData(false);

    @Test
    void should_find_a_canary_when_an_output_shows_eight_letters_of_it_in_another_case() {
        String core = data.tenantCores.get(2);

        String found = LeakHunt.found("rows=[[acct " + core.substring(2, 10).toLowerCase(java.util.Locale.ROOT) + "]]", data.forbiddenFor(1));

        assertThat(found).isEqualTo(core);
    }

    @Test
    void should_find_nothing_when_an_output_shows_masked_values_and_the_callers_own_rows() {
        String own = data.tenantCores.get(1);

        String found = LeakHunt.found("rows=[[q***@leak.test, ************0040, ***, acct " + own + " 1]]", data.forbiddenFor(1));

        assertThat(found).isNull();
    }

    @Test
    void should_change_only_what_the_policy_keeps_from_callers_when_the_twin_is_built() {
        CanaryData twin = new CanaryData(true);

        assertThat(twin.tenantCores.get(1)).isEqualTo(data.tenantCores.get(1));
        assertThat(twin.tenantCores.get(2)).isEqualTo(data.tenantCores.get(2));
        assertThat(twin.tenantCores.get(3)).isNotEqualTo(data.tenantCores.get(3));
        assertThat(twin.protectedCanaries).doesNotContainAnyElementsOf(data.protectedCanaries);
        assertThat(List.of(twin.statements.size())).isNotEqualTo(List.of(data.statements.size()));
    }
}

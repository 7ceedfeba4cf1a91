package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A policy refusal points at the offending column reference, not at the first token with its name
 * (an alias, a qualifier, an earlier harmless use), on SQLite, DuckDB and PostgreSQL ({@link TenantEngines}).
 */
class RefusalPositionTest {
    static Stream<Arguments> cases() throws Exception {
        String[][] cases = {
                // case N07: the alias "salary" comes first; the masked use is e.salary inside json_array
                {"SELECT e.name, j.value AS salary FROM employees e JOIN json_each(json_array(e.salary)) j", "policy-masked-column", "e.salary))"},
                // a bare projection of the masked column first, then a comparison of it
                {"SELECT salary FROM employees WHERE salary > 1", "policy-masked-column", "salary > 1"},
                // an alias named like the hidden column, then the hidden column itself
                {"SELECT name AS ssn FROM employees e WHERE e.\"ssn\" = '1'", "policy-hidden-column", "\"ssn\" = '1'"}};
        return TenantEngines.all().stream().flatMap(e -> Stream.of(cases).map(c -> Arguments.of(e, c[0], c[1], c[2])));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void should_point_at_the_offending_reference_when_an_earlier_token_has_the_same_name(TenantEngines.Engine engine, String sql, String rule,
                                                                                          String from) {
        Refusal r = (Refusal) engine.check(sql, Caller.ANONYMOUS);

        int expected = sql.indexOf(from) + (from.startsWith("e.") ? 2 : 0);
        assertThat(r.rule()).isEqualTo(rule);
        assertThat(r.position()).isEqualTo(expected);
        assertThat(r.message()).contains("at position " + expected);
    }
}

package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.execution.ExecutionException;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Engine errors under an access policy quote no data ({@link EngineErrorText} through
 * {@link MaskingSqlExecutor}), on PostgreSQL ({@link TenantEngines}): PostgreSQL's cast error quotes
 * the value that failed.
 */
class EngineErrorTextTest {
    private static TenantEngines.Engine postgres() throws Exception {
        return TenantEngines.all().stream().filter(e -> e.name().equals("PostgreSQL")).findFirst().orElseThrow();
    }

    @Test
    void should_quote_no_row_value_when_a_cast_fails_on_a_row_filtered_table() throws Exception {
        assertThatThrownBy(() -> postgres().run("SELECT CAST(note AS INT) FROM invoice", TenantEngines.CUSTOMER_2))
                .isInstanceOf(ExecutionException.class).hasMessageContaining("invalid input syntax for type integer")
                .hasMessageNotContaining("mine").hasNoCause();
    }

    @Test
    void should_quote_no_canary_when_a_statement_under_a_policy_reaches_another_tenants_value() throws Exception {
        // a policy that masks a column but filters no rows: the statement reads every tenant's notes
        TenantEngines.Engine masking = postgres().with(new Policy(List.of(), List.of(),
                List.of(new MaskedColumn(new NamePattern("employees.salary"), Masking.REDACT)), List.of()));

        assertThatThrownBy(() -> masking.run("SELECT 1 FROM line_note WHERE CASE WHEN body LIKE 's%' THEN CAST(body AS INT) END IS NULL",
                Caller.ANONYMOUS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("invalid input syntax for type integer").hasMessageNotContaining(TenantEngines.CANARY);
    }

    @Test
    void should_keep_the_callers_own_literal_when_it_is_what_failed() throws Exception {
        assertThatThrownBy(() -> postgres().run("SELECT CAST('abc' AS INT) FROM invoice", TenantEngines.CUSTOMER_2))
                .isInstanceOf(ExecutionException.class).hasMessageContaining("\"abc\"");
    }

    @Test
    void should_leave_the_message_whole_when_no_policy_restricts_anything() throws Exception {
        assertThatThrownBy(() -> postgres().with(Policy.NONE).run("SELECT CAST(note AS INT) FROM invoice", Caller.ANONYMOUS))
                .isInstanceOf(ExecutionException.class).hasMessageContaining("\"mine\"");
    }

    @Test
    void should_take_out_quoted_text_and_numbers_when_the_statement_does_not_hold_them() {
        String message = "invalid input syntax for type integer: \"sister\" at 42";

        assertThat(EngineErrorText.redact(message, "SELECT CAST(body AS INT) FROM line_note"))
                .isEqualTo("invalid input syntax for type integer: \"…\" at …");
    }
}

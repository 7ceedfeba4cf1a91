package io.askdb.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LayeredSqlGuardTest {
    private static final RowLimiter APPEND = (request, n) -> request.sql() + " LIMIT " + n;

    private static GuardRequest request(String sql) {
        return new GuardRequest(sql, Dialect.SQLITE, null, 100);
    }

    @Test
    void should_approve_with_one_extra_row_in_the_cap_when_no_layer_objects() {
        GuardResult r = new LayeredSqlGuard(List.of(req -> Optional.empty()), APPEND).check(request("SELECT 1;  "));

        assertThat(r).isInstanceOf(ApprovedSql.class);
        ApprovedSql ok = (ApprovedSql) r;
        assertThat(ok.sql()).isEqualTo("SELECT 1 LIMIT 101");
        assertThat(ok.candidateSql()).isEqualTo("SELECT 1");
        assertThat(ok.rowCap()).isEqualTo(100);
    }

    @Test
    void should_refuse_when_the_capped_sql_fails_a_layer_that_the_original_passed() {
        GuardLayer noLimitWord = req -> req.sql().contains("LIMIT") ? Optional.of(Refusal.safety("cap", "the cap broke it")) : Optional.empty();

        GuardResult r = new LayeredSqlGuard(List.of(noLimitWord), APPEND).check(request("SELECT 1"));

        assertThat(r).isEqualTo(Refusal.safety("cap", "the cap broke it"));
    }

    @Test
    void should_refuse_and_stop_when_a_layer_throws() {
        List<String> seen = new ArrayList<>();
        GuardLayer broken = req -> {
            throw new IllegalStateException("boom");
        };
        GuardLayer later = req -> {
            seen.add(req.sql());
            return Optional.empty();
        };

        GuardResult r = new LayeredSqlGuard(List.of(broken, later), APPEND).check(request("SELECT 1"));

        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(((Refusal) r).message()).contains("boom").contains("refused");
        assertThat(seen).isEmpty();
    }

    @Test
    void should_refuse_empty_sql_as_invalid() {
        GuardResult r = new LayeredSqlGuard(List.of(req -> Optional.empty()), APPEND).check(request("  ;"));

        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("empty");
    }

    /** A limiter that appends the cap and counts with the statement wrapped, recording each count it writes. */
    private static RowLimiter counting(List<String> written) {
        return new RowLimiter() {
            @Override
            public String limit(GuardRequest request, int n) {
                return request.sql() + " LIMIT " + n;
            }

            @Override
            public Optional<String> count(GuardRequest request) {
                written.add(request.sql());
                return Optional.of("SELECT COUNT(*) FROM (" + request.sql() + ") c");
            }
        };
    }

    @Test
    void should_write_the_count_once_and_only_when_asked_for_when_c25_needs_a_total() {
        List<String> written = new ArrayList<>();
        ApprovedSql ok = (ApprovedSql) new LayeredSqlGuard(List.of(req -> Optional.empty()), counting(written)).check(request("SELECT id FROM events;"));

        assertThat(written).isEmpty();
        assertThat(ok.countSql()).contains("SELECT COUNT(*) FROM (SELECT id FROM events) c");
        assertThat(ok.countSql()).contains("SELECT COUNT(*) FROM (SELECT id FROM events) c");
        assertThat(written).containsExactly("SELECT id FROM events");
    }

    @Test
    void should_give_no_count_when_a_layer_refuses_the_count_statement() {
        GuardLayer noCount = req -> req.sql().contains("COUNT") ? Optional.of(Refusal.safety("count", "no counting")) : Optional.empty();

        ApprovedSql ok = (ApprovedSql) new LayeredSqlGuard(List.of(noCount), counting(new ArrayList<>())).check(request("SELECT id FROM events"));

        assertThat(ok.sql()).isEqualTo("SELECT id FROM events LIMIT 101");
        assertThat(ok.countSql()).isEmpty();
    }

    @Test
    void should_give_no_count_when_the_limiter_writes_none() {
        ApprovedSql ok = (ApprovedSql) new LayeredSqlGuard(List.of(req -> Optional.empty()), APPEND).check(request("SELECT 1"));

        assertThat(ok.countSql()).isEmpty();
    }
}

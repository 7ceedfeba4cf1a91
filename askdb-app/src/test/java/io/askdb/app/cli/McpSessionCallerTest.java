package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.policy.Caller;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The identity an {@code askdb mcp --caller ...} session records in history and reads its history by. */
class McpSessionCallerTest {
    @Test
    void should_identify_each_tenant_apart_when_the_session_has_caller_attributes() {
        Caller one = McpCommand.sessionCaller(Caller.of("tenant", "1"));
        Caller two = McpCommand.sessionCaller(Caller.of("tenant", "2"));

        assertThat(one.id()).isEqualTo("caller:tenant=1");
        assertThat(two.id()).isEqualTo("caller:tenant=2");
        assertThat(one.attribute("tenant")).contains("1");
    }

    @Test
    void should_name_the_same_caller_alike_when_attributes_come_in_another_order() {
        Caller ab = McpCommand.sessionCaller(new Caller(new java.util.LinkedHashMap<>(Map.of("a", "1", "b", "2"))));
        Caller ba = McpCommand.sessionCaller(new Caller(Map.of("b", "2", "a", "1")));

        assertThat(ab.id()).isEqualTo("caller:a=1,b=2").isEqualTo(ba.id());
    }

    @Test
    void should_hash_the_attributes_when_they_are_longer_than_an_id_may_be() {
        Caller long1 = McpCommand.sessionCaller(Caller.of("tenant", "x".repeat(200)));
        Caller long2 = McpCommand.sessionCaller(Caller.of("tenant", "y".repeat(200)));

        assertThat(long1.id()).matches("caller:[0-9a-f]{16}").isNotEqualTo(long2.id());
    }

    @Test
    void should_stay_anonymous_when_the_session_has_no_caller() {
        assertThat(McpCommand.sessionCaller(Caller.ANONYMOUS).id()).isNull();
    }
}

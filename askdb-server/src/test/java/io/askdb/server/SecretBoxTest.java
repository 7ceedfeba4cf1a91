package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import org.junit.jupiter.api.Test;

class SecretBoxTest {
    private final SecretBox box = new SecretBox("a-test-secret-key-of-32-characters");

    @Test
    void should_return_the_password_when_a_sealed_one_is_opened_with_the_same_key() {
        String sealed = box.seal("pa55-word");

        assertThat(sealed).doesNotContain("pa55");
        assertThat(box.open(sealed)).isEqualTo("pa55-word");
    }

    @Test
    void should_seal_the_same_password_differently_each_time() {
        assertThat(box.seal("pa55-word")).isNotEqualTo(box.seal("pa55-word"));
    }

    @Test
    void should_refuse_with_a_configuration_fault_when_the_key_differs() {
        String sealed = new SecretBox("another-secret-key-of-32-chars!!").seal("pa55-word");

        assertThatThrownBy(() -> box.open(sealed))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("A stored datasource password cannot be decrypted with askdb.server.secret-key");
    }
}

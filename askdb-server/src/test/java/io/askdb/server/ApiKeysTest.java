package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.policy.Caller;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keys file format: a key, then caller attributes NAME=VALUE; errors name the line and never the key. */
class ApiKeysTest {
    private static final String KEY_A = "key-a-0123456789abcdef0123456789";
    private static final String KEY_B = "key-b-0123456789abcdef0123456789";
    private static final String FORMAT = " Write each entry as KEY NAME=VALUE ..., e.g. '<key> customer=2 region=EU'.";

    @TempDir
    Path dir;

    /** @return "key:" and the first 16 hex digits of the key's SHA-256, computed here without askdb */
    private static String asker(String key) throws Exception {
        byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(key.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return "key:" + java.util.HexFormat.of().formatHex(hash).substring(0, 16);
    }

    private Path file(String text) throws Exception {
        return Files.writeString(dir.resolve("keys.txt"), text);
    }

    @Test
    void should_give_each_key_its_attributes_and_a_plain_key_none_when_the_file_mixes_them() throws Exception {
        ApiKeys keys = ApiKeys.read(file("# ops\n\n" + KEY_A + "  customer=2 region=EU  # Acme\n" + KEY_B + "\n"));

        assertThat(keys.caller(KEY_A)).contains(new Caller(Map.of("customer", "2", "region", "EU"), asker(KEY_A)));
        assertThat(keys.caller(KEY_B)).contains(new Caller(Map.of(), asker(KEY_B)));
        assertThat(keys.caller(KEY_A).orElseThrow().id()).isEqualTo("key:148d55516f01c567"); // Python hashlib.sha256
        assertThat(keys.caller(KEY_A + "x")).isEmpty();
        assertThat(keys.caller(null)).isEmpty();
        assertThat(keys).hasToString("ApiKeys[2 keys]");
    }

    @Test
    void should_read_attributes_from_comma_separated_entries_when_keys_come_from_the_environment() throws Exception {
        ApiKeys keys = ApiKeys.parse(KEY_A + " customer=2, " + KEY_B + " customer=4");

        assertThat(keys.caller(KEY_A)).contains(Caller.of("customer", "2").identified(asker(KEY_A)));
        assertThat(keys.caller(KEY_B)).contains(Caller.of("customer", "4").identified(asker(KEY_B)));
    }

    @Test
    void should_name_the_file_and_line_but_not_the_word_when_an_attribute_has_no_equals_sign() throws Exception {
        Path keys = file("# tenants\n" + KEY_A + " customer=2\n" + KEY_B + " customer:4\n");

        assertThatThrownBy(() -> ApiKeys.read(keys))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("API keys file " + keys + ", line 3: word 2 is not an attribute NAME=VALUE (a name is a letter or"
                        + " '_', then letters, digits, '_', '.' or '-'); the word is not shown, in case it is part of a key." + FORMAT)
                .message().doesNotContain(KEY_B).doesNotContain("customer:4");
    }

    @Test
    void should_name_the_attribute_and_line_when_a_value_holds_a_backslash() throws Exception {
        Path keys = file(KEY_A + " customer=2\\3\n");

        assertThatThrownBy(() -> ApiKeys.read(keys))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("API keys file " + keys + ", line 1: the attribute 'customer' holds a backslash or control character,"
                        + " which askdb does not write into SQL." + FORMAT);
    }

    @Test
    void should_refuse_an_empty_value_and_a_repeated_name_naming_the_entry() {
        assertThatThrownBy(() -> ApiKeys.parse(KEY_A + " customer="))
                .hasMessage("API keys, entry 1: the attribute 'customer' has no value (write NAME=VALUE with no space around '=')."
                        + FORMAT);
        assertThatThrownBy(() -> ApiKeys.parse(KEY_B + ",\n" + KEY_A + " customer=2 customer=3"))
                .hasMessage("API keys, entry 2: the attribute 'customer' is given twice; keep one.");
    }

    @Test
    void should_refuse_the_same_key_on_two_lines_without_showing_it() throws Exception {
        Path keys = file(KEY_A + " customer=2\n" + KEY_B + "\n" + KEY_A + " customer=4\n");

        assertThatThrownBy(() -> ApiKeys.read(keys))
                .hasMessage("API keys file " + keys + ", line 3: the key is the same as on line 1; give each key one line"
                        + " (one caller), and remove the other.");
    }

    @Test
    void should_refuse_a_short_key_without_showing_it() {
        assertThatThrownBy(() -> ApiKeys.parse("short-key customer=2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("API keys, entry 1: the key is 9 characters; keys must be at least 20 random characters"
                        + " (e.g. openssl rand -hex 32).");
    }
}

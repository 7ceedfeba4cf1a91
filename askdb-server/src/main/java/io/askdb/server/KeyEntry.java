package io.askdb.server;

import io.askdb.policy.Caller;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One entry of {@link ApiKeys}: a key's SHA-256 hash and the caller it stands for. Parsed from
 * {@code KEY [NAME=VALUE ...] [# comment]}, words separated by spaces or tabs:
 * <ul>
 *   <li>the key: the first word, at least {@value #MIN_KEY_LENGTH} characters;</li>
 *   <li>an attribute name: a letter or '_', then up to 63 letters, digits, '_', '.' or '-';</li>
 *   <li>an attribute value: 1 to {@value #MAX_VALUE_LENGTH} characters without spaces, commas
 *       (they separate entries in {@code ASKDB_SERVER_API_KEYS}), backslashes or control
 *       characters (askdb does not write those into SQL); each name at most once per key;</li>
 *   <li>a word starting with '#' after the key starts a comment that runs to the end of the line.</li>
 * </ul>
 *
 * <p>The caller's {@link Caller#id() id} is {@code key:} and the first 16 hex digits of the
 * key's SHA-256 ({@link #askerOf}): history records it as the asker of the key's questions, so
 * that each key sees only its own history and conversations. It names the key without revealing
 * it (a hash prefix of a random key of at least 20 characters), and it stays the same across
 * restarts and replicas as long as the key does.
 *
 * @param hash   the key's SHA-256 hash (32 bytes)
 * @param caller the attributes given after the key (none when none are given), identified by {@link #askerOf}
 */
record KeyEntry(byte[] hash, Caller caller) {
    static final int MIN_KEY_LENGTH = 20;
    static final int MAX_VALUE_LENGTH = 256;
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]{0,63}");
    private static final String FORMAT = " Write each entry as KEY NAME=VALUE ..., e.g. '<key> customer=2 region=EU'.";

    KeyEntry {
        if (hash == null || hash.length != 32) throw new IllegalArgumentException("KeyEntry.hash must be a SHA-256 hash of 32 bytes");
        java.util.Objects.requireNonNull(caller, "KeyEntry.caller");
    }

    /**
     * @param line  one entry in clear
     * @param where where the entry is, for messages, e.g. "API keys file keys.txt, line 3"
     * @return the entry, or null for a blank or comment line
     * @throws IllegalArgumentException naming {@code where} and the rule, never the key
     */
    static KeyEntry parse(String line, String where) {
        String text = line == null ? "" : line.strip();
        if (text.isEmpty() || text.startsWith("#")) return null;
        String[] words = text.split("[ \\t]+");
        String key = words[0];
        if (key.length() < MIN_KEY_LENGTH) {
            throw new IllegalArgumentException(where + ": the key is " + key.length() + " characters; keys must be at least "
                    + MIN_KEY_LENGTH + " random characters (e.g. openssl rand -hex 32).");
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        for (int w = 1; w < words.length && !words[w].startsWith("#"); w++) {
            int eq = words[w].indexOf('=');
            if (eq < 0 || !NAME.matcher(words[w].substring(0, eq)).matches()) {
                throw new IllegalArgumentException(where + ": word " + (w + 1) + " is not an attribute NAME=VALUE (a name is a"
                        + " letter or '_', then letters, digits, '_', '.' or '-'); the word is not shown, in case it is part"
                        + " of a key." + FORMAT);
            }
            String name = words[w].substring(0, eq);
            String value = words[w].substring(eq + 1);
            String problem = valueProblem(value);
            if (problem != null) {
                throw new IllegalArgumentException(where + ": the attribute '" + name + "' " + problem + "." + FORMAT);
            }
            if (attributes.put(name, value) != null) {
                throw new IllegalArgumentException(where + ": the attribute '" + name + "' is given twice; keep one.");
            }
        }
        byte[] hash = ApiKeys.sha256(key);
        return new KeyEntry(hash, new Caller(attributes, askerOf(hash)));
    }

    /** @return the asker a key's questions are recorded with: "key:" and the first 16 hex digits of its SHA-256 */
    static String askerOf(byte[] hash) {
        return "key:" + java.util.HexFormat.of().formatHex(hash, 0, 8);
    }

    private static String valueProblem(String value) {
        if (value.isEmpty()) return "has no value (write NAME=VALUE with no space around '=')";
        if (value.length() > MAX_VALUE_LENGTH) return "is " + value.length() + " characters; values hold at most " + MAX_VALUE_LENGTH;
        if (value.indexOf(',') >= 0) return "holds a comma, which separates entries in ASKDB_SERVER_API_KEYS; values cannot hold one";
        if (value.chars().anyMatch(c -> c == '\\' || c < 0x20 || c == 0x7f)) {
            return "holds a backslash or control character, which askdb does not write into SQL";
        }
        return null;
    }
}

package io.askdb.server;

import io.askdb.policy.Caller;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The API keys a server accepts, kept only as SHA-256 hashes, each with the caller it stands for.
 * A plain hash (no salt, no slow KDF) is enough here because keys are long random strings, not
 * passwords a person chose: at 128 bits or more of entropy no dictionary or brute force reaches
 * them, and the server hashes each request's key once, cheaply. Comparison is constant-time
 * ({@link MessageDigest#isEqual}) against every stored hash.
 *
 * <p>One entry (a line of a keys file, or an entry of a comma-separated list) is:
 * <pre>
 * # comment lines and blank lines are skipped
 * KEY                              a key whose requests are anonymous
 * KEY customer=2 region=EU         a key whose requests carry these caller attributes
 * KEY tenant=acme  # Acme Corp.    the rest of a line after a word starting with '#' is a comment
 * </pre>
 * The key is the first word (at least {@value #MIN_KEY_LENGTH} characters); every further word is
 * an attribute {@code NAME=VALUE} ({@link KeyEntry} gives the rules). The attributes become the
 * {@link Caller} of that key's requests, which the access policy's row filters compare tenant
 * columns with; the caller's id ({@code key:} and 16 hex digits of the key's hash) is the asker
 * history records, so each key sees only its own history and conversations. A malformed entry is an {@link IllegalArgumentException} naming the file and line
 * (or the entry's number) and what to do; the message never holds the key.
 *
 * @since 0.2
 */
public final class ApiKeys {
    /** No keys: only allowed on a loopback host. */
    public static final ApiKeys NONE = new ApiKeys(List.of());

    /** The shortest key accepted: 20 characters (about 120 bits as base64 or 80 as hex). */
    public static final int MIN_KEY_LENGTH = KeyEntry.MIN_KEY_LENGTH;

    private final List<KeyEntry> entries;

    private ApiKeys(List<KeyEntry> entries) {
        this.entries = List.copyOf(entries);
    }

    /**
     * @param keys the entries in clear, one per element (see the class comment); blank entries and
     *             entries starting with '#' are skipped
     * @return the keys, hashed, with their callers
     * @throws IllegalArgumentException when an entry is malformed or repeats a key; the message
     *                                  names the entry's position ("API keys, entry 2"), never the key
     */
    public static ApiKeys of(Collection<String> keys) {
        return of(List.copyOf(keys), "API keys", "entry");
    }

    /**
     * @param text entries separated by newlines or commas (an environment variable, or a flag's value)
     * @return the keys, hashed, with their callers
     * @throws IllegalArgumentException as {@link #of(Collection)}
     */
    public static ApiKeys parse(String text) {
        return of(List.of(text.split("[,\\r\\n]+")));
    }

    /**
     * Reads a keys file, one entry per line (UTF-8).
     *
     * @param file the keys file; not null
     * @return the keys, hashed, with their callers
     * @throws IOException              when the file cannot be read
     * @throws IllegalArgumentException when a line is malformed or repeats a key; the message
     *                                  names the file and the line number, never the key
     */
    public static ApiKeys read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        return of(lines, "API keys file " + file, "line");
    }

    /** @param source what the lines are, for messages; @param unit "line" or "entry" */
    private static ApiKeys of(List<String> lines, String source, String unit) {
        List<KeyEntry> entries = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String where = source + ", " + unit + " " + (i + 1);
            KeyEntry entry = KeyEntry.parse(lines.get(i), where);
            if (entry == null) continue;
            for (int j = 0; j < entries.size(); j++) {
                if (MessageDigest.isEqual(entries.get(j).hash(), entry.hash())) {
                    throw new IllegalArgumentException(where + ": the key is the same as on " + unit + " " + positions.get(j)
                            + "; give each key one " + unit + " (one caller), and remove the other.");
                }
            }
            entries.add(entry);
            positions.add(i + 1);
        }
        return new ApiKeys(entries);
    }

    /** @return true when no key is set */
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /**
     * @param key a key from a request, or null
     * @return true when it is one of the keys; every stored hash is compared in constant time
     */
    public boolean accepts(String key) {
        return caller(key).isPresent();
    }

    /**
     * @param key a key from a request, or null
     * @return the caller the key stands for (without attributes for a key without any),
     *         identified by the key's asker ({@link KeyEntry#askerOf}), or empty when it is not one
     *         of the keys; every stored hash is compared in constant time
     */
    public Optional<Caller> caller(String key) {
        if (key == null || key.isEmpty()) return Optional.empty();
        byte[] candidate = sha256(key.strip());
        KeyEntry found = null;
        for (KeyEntry e : entries) {
            if (MessageDigest.isEqual(e.hash(), candidate)) found = e;
        }
        return found == null ? Optional.empty() : Optional.of(found.caller());
    }

    static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    @Override
    public String toString() {
        return "ApiKeys[" + entries.size() + " keys]";
    }
}

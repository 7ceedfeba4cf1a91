package io.askdb.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The API keys a server accepts, kept only as SHA-256 hashes. A plain hash (no salt, no slow
 * KDF) is enough here because keys are long random strings, not passwords a person chose: at
 * 128 bits or more of entropy no dictionary or brute force reaches them, and the server hashes
 * each request's key once, cheaply. Comparison is constant-time ({@link MessageDigest#isEqual}).
 *
 * @since 0.2
 */
public final class ApiKeys {
    /** No keys: only allowed on a loopback host. */
    public static final ApiKeys NONE = new ApiKeys(List.of());

    /** The shortest key accepted: 20 characters (about 120 bits as base64 or 80 as hex). */
    public static final int MIN_KEY_LENGTH = 20;

    private final List<byte[]> hashes;

    private ApiKeys(List<byte[]> hashes) {
        this.hashes = List.copyOf(hashes);
    }

    /**
     * @param keys the keys in clear; blank entries and lines starting with '#' are skipped
     * @return the keys, hashed
     * @throws IllegalArgumentException when a key is shorter than {@value #MIN_KEY_LENGTH}
     *                                  characters (the message gives its position, never the key)
     */
    public static ApiKeys of(Collection<String> keys) {
        List<byte[]> hashes = new ArrayList<>();
        int n = 0;
        for (String raw : keys) {
            n++;
            String key = raw == null ? "" : raw.strip();
            if (key.isEmpty() || key.startsWith("#")) continue;
            if (key.length() < MIN_KEY_LENGTH) {
                throw new IllegalArgumentException("API key " + n + " is " + key.length() + " characters; keys must be at"
                        + " least " + MIN_KEY_LENGTH + " random characters (e.g. openssl rand -hex 32).");
            }
            hashes.add(sha256(key));
        }
        return new ApiKeys(hashes);
    }

    /**
     * @param text keys separated by newlines or commas (a keys file, or an environment variable)
     * @return the keys, hashed
     * @throws IllegalArgumentException as {@link #of(Collection)}
     */
    public static ApiKeys parse(String text) {
        return of(List.of(text.split("[,\\r\\n]+")));
    }

    /** @return true when no key is set */
    public boolean isEmpty() {
        return hashes.isEmpty();
    }

    /**
     * @param key a key from a request, or null
     * @return true when it is one of the keys; every stored hash is compared in constant time
     */
    public boolean accepts(String key) {
        if (key == null || key.isEmpty()) return false;
        byte[] candidate = sha256(key.strip());
        boolean found = false;
        for (byte[] h : hashes) found |= MessageDigest.isEqual(h, candidate);
        return found;
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
        return "ApiKeys[" + hashes.size() + " keys]";
    }
}

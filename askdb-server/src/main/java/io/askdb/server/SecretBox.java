package io.askdb.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts datasource passwords for the store with AES-256-GCM from the JDK: the key is the
 * SHA-256 of {@code askdb.server.secret-key}; each password gets a fresh random 12-byte nonce
 * (NIST SP 800-38D, section 8.2.2) and a 128-bit tag; the stored text is base64 of nonce then
 * ciphertext and tag. Every replica that shares the store must share the secret key.
 */
final class SecretBox {
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;

    SecretBox(String secretKey) {
        this.key = new SecretKeySpec(ApiKeys.sha256(secretKey), "AES");
    }

    String seal(String plaintext) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(ByteBuffer.allocate(NONCE_BYTES + sealed.length).put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is missing from this JDK", e);
        }
    }

    /**
     * @throws io.askdb.error.AskdbException CONFIGURATION when the text was sealed under another key
     */
    String open(String sealed) {
        byte[] all = Base64.getDecoder().decode(sealed);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, NONCE_BYTES));
            return new String(cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES), StandardCharsets.UTF_8);
        } catch (javax.crypto.AEADBadTagException e) {
            throw new io.askdb.error.AskdbException(io.askdb.error.ErrorCode.CONFIGURATION, "A stored datasource password"
                    + " cannot be decrypted with askdb.server.secret-key: every server sharing the store must use the same"
                    + " key. Set the key it was stored with, or register the datasource again.");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is missing from this JDK", e);
        }
    }
}

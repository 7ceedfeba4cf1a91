package io.askdb.prompt;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Counts the tokens of prompt text offline with the {@code o200k_base} encoding (OpenAI's
 * gpt-4o family, through jtokkit), the encoding {@code askdb bench} counts whole prompts with.
 * Other providers' tokenizers differ by some percent; a budget in these tokens is a budget in
 * prompt size, not an exact bill. Thread-safe; the encoding is loaded once per process.
 *
 * @since 0.8
 */
public final class PromptTokens {
    private static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

    private PromptTokens() {
    }

    /** @return the number of o200k_base tokens of the text; 0 for null or empty */
    public static int count(String text) {
        return text == null || text.isEmpty() ? 0 : O200K.countTokensOrdinary(text);
    }
}

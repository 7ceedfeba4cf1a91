package io.askdb.langchain4j;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import io.askdb.prompt.TokenCounter;

/**
 * Counts prompt tokens offline with the {@code o200k_base} encoding (OpenAI's gpt-4o family,
 * through jtokkit), the encoding {@code askdb bench} counts whole prompts with; the LLM generator
 * spends its prompt budget in these tokens, and {@code askdb eval} measures prompt recall with
 * them. Other providers' tokenizers differ by some percent: a budget in these tokens is a budget
 * in prompt size, not an exact bill. Text that looks like a special token ({@code <|endoftext|>})
 * counts as ordinary text. Thread-safe; the encoding is loaded once per process, on first use.
 *
 * @since 0.8
 */
public final class O200kTokenCounter implements TokenCounter {
    @Override
    public int count(String text) {
        return text == null || text.isEmpty() ? 0 : Holder.O200K.countTokensOrdinary(text);
    }

    /** Loads the encoding on first use (the holder idiom), not when the generator is built. */
    private static final class Holder {
        static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }
}

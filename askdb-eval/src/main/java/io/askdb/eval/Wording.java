package io.askdb.eval;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.Locale;
import java.util.Objects;

/**
 * Which wording of a question is asked: Spider's original {@code question}, or the Spider-Syn
 * paraphrase in {@code question_syn} (Gan et al., ACL 2021: schema words replaced by synonyms).
 * Only Spider JSON carries the paraphrase.
 *
 * @since 0.7
 */
public enum Wording {
    /** The dataset's own question text. */
    ORIGINAL,
    /** Spider-Syn's paraphrase, the record's {@code question_syn}. */
    SYN;

    /** @return the name used on the command line and in reports: "original" or "syn" */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param name "original" or "syn", any case; not null
     * @return the wording
     * @throws AskdbException BAD_INPUT naming the choices when the name is neither
     */
    public static Wording fromName(String name) {
        Objects.requireNonNull(name, "name");
        for (Wording w : values()) {
            if (w.label().equals(name.strip().toLowerCase(Locale.ROOT))) return w;
        }
        throw new AskdbException(ErrorCode.BAD_INPUT, "--wording: '" + name + "' is not a wording; use original (the dataset's "
                + "question) or syn (Spider-Syn's question_syn).");
    }
}

package io.askdb.conversation;

import java.util.List;

/**
 * Rewrites a follow-up ("and only for 2024?") into a question that stands alone, using the
 * earlier turns of its conversation; a question that already stands alone is returned unchanged
 * and is never merged with the earlier ones (case C21). Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface FollowUpRewriter {
    /** Never rewrites. */
    FollowUpRewriter NONE = (question, earlier) -> new Rewrite(question, false, null);

    /**
     * @param question the new question; not blank
     * @param earlier  earlier turns of the conversation, oldest first; possibly empty
     * @return the question to answer
     * @throws io.askdb.error.AskdbException when a model rewriter's model is unavailable
     */
    Rewrite rewrite(String question, List<Turn> earlier);
}

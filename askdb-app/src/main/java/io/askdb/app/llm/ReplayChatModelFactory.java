package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;
import io.askdb.langchain4j.ReplayChatModel;
import java.nio.file.Path;

/**
 * The "replay" provider: a scripted model that answers from a transcript file, one recorded
 * exchange per model call, in order (see {@link ReplayChatModel} for the JSONL format; a line of
 * {@code {"response": "..."}} is enough). The model setting names the file:
 * {@code --llm-provider replay --llm-model transcript.jsonl}. For regression-testing prompts
 * offline and for demos without a key or a network; transcripts are recorded with
 * {@code askdb.llm.record}. Replay is strict: where the transcript recorded the request (a
 * recording does; a hand-written line of only a response does not), the request askdb sends now
 * must be the same, so a transcript replayed for another question or after a prompt change fails
 * with a message naming the exchange instead of answering with the wrong SQL.
 *
 * @since 0.2
 */
public final class ReplayChatModelFactory implements ChatModelFactory {
    @Override
    public String provider() {
        return "replay";
    }

    /** @throws io.askdb.error.AskdbException with BAD_INPUT when the transcript is missing or malformed */
    @Override
    public ChatModel create(AskdbConfig.LlmSettings settings) {
        return new ReplayChatModel(Path.of(settings.model()), true);
    }
}

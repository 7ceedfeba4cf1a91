package io.askdb.langchain4j;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A {@link ChatModel} that passes every request to another model and appends the exchange to a
 * transcript file, one JSON object per line (JSONL): the request's messages (role and text), the
 * requested JSON schema's name, the reply text and tool calls, and the token usage. Each exchange
 * is written and flushed as soon as the reply arrives, so a run that stops halfway keeps what it
 * spent. An existing file is appended to, numbering on from its last line. A
 * {@link ReplayChatModel} answers from the file later, without the provider, so prompts can be
 * regression-tested offline.
 *
 * <p>Failed requests are not recorded; the delegate's exception passes through unchanged. This
 * class is thread-safe: exchanges are appended one at a time, in the order replies arrive.
 *
 * @since 0.2
 */
public final class RecordingChatModel implements ChatModel {
    private final ChatModel delegate;
    private final Path file;
    private int exchanges;

    /**
     * @param delegate the model that answers; not null
     * @param file     the transcript to append to; created with its folders when missing; not null
     * @throws AskdbException with {@code CONFIGURATION} when an existing file cannot be read
     */
    public RecordingChatModel(ChatModel delegate, Path file) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.file = Objects.requireNonNull(file, "file");
        this.exchanges = existingLines(file);
    }

    @Override
    public ChatResponse chat(ChatRequest request) {
        ChatResponse response = delegate.chat(request);
        record(request, response);
        return response;
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        return chat(request);
    }

    @Override
    public Set<Capability> supportedCapabilities() {
        return delegate.supportedCapabilities();
    }

    /** @return the transcript file */
    public Path file() {
        return file;
    }

    private synchronized void record(ChatRequest request, ChatResponse response) {
        String text = response.aiMessage() == null || response.aiMessage().text() == null ? "" : response.aiMessage().text();
        List<Exchange.ToolCall> calls = response.aiMessage() == null || !response.aiMessage().hasToolExecutionRequests()
                ? List.of() : response.aiMessage().toolExecutionRequests().stream().map(RecordingChatModel::call).toList();
        TokenUsage tokens = response.tokenUsage();
        String format = request.responseFormat() == null || request.responseFormat().jsonSchema() == null
                ? "" : request.responseFormat().jsonSchema().name();
        Exchange exchange = new Exchange(TranscriptCodec.messages(request.messages()), format, text, calls,
                tokens == null ? null : tokens.inputTokenCount(), tokens == null ? null : tokens.outputTokenCount());
        String line = TranscriptCodec.write(exchange, exchanges + 1) + "\n";
        try {
            if (file.getParent() != null) Files.createDirectories(file.getParent());
            Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot append model exchange " + (exchanges + 1)
                    + " to the transcript " + file + ": " + e.getMessage() + ". Check that the folder is writable.", e);
        }
        exchanges++;
    }

    private static Exchange.ToolCall call(ToolExecutionRequest r) {
        return new Exchange.ToolCall(r.id(), r.name(), r.arguments());
    }

    private static int existingLines(Path file) {
        if (!Files.exists(file)) return 0;
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return (int) lines.filter(l -> !l.isBlank()).count();
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot read the existing transcript " + file + " to append to it: "
                    + e.getMessage() + ". Choose another file or fix its permissions.", e);
        }
    }
}

package io.askdb.langchain4j;

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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A {@link ChatModel} that answers from a transcript instead of a provider: the n-th request gets
 * the n-th recorded reply (text, tool calls and token usage). Transcripts come from
 * {@link RecordingChatModel} or are written by hand: a JSONL file of lines such as
 * {@code {"response": "{\"sql\": \"SELECT 1\", \"confidence\": 90}"}} is enough; blank lines are
 * skipped. In strict mode each request must equal the recorded one (same roles and texts) when the
 * line recorded a request, so a changed prompt is noticed.
 *
 * <p>Errors name the file and the exchange: a malformed line or a missing file is
 * {@code BAD_INPUT} (at construction); a request beyond the last exchange, or one that differs in
 * strict mode, is {@code CONFIGURATION} (the transcript does not fit this run). This class is
 * thread-safe; concurrent requests take exchanges in the order they arrive.
 *
 * @since 0.2
 */
public final class ReplayChatModel implements ChatModel {
    private static final int EXCERPT = 60;

    private final Path file;
    private final List<Exchange> exchanges;
    private final boolean strict;
    private int next;

    /**
     * A lenient replay: requests are not compared with the recorded ones.
     *
     * @param file a transcript (JSONL); not null
     * @throws AskdbException with {@code BAD_INPUT} when the file is missing, unreadable or has a malformed line
     */
    public ReplayChatModel(Path file) {
        this(file, false);
    }

    /**
     * @param file   a transcript (JSONL); not null
     * @param strict whether each request must equal the recorded request, where one was recorded
     * @throws AskdbException with {@code BAD_INPUT} when the file is missing, unreadable or has a malformed line
     */
    public ReplayChatModel(Path file, boolean strict) {
        this(Objects.requireNonNull(file, "file"), read(file), strict);
    }

    private ReplayChatModel(Path file, List<Exchange> exchanges, boolean strict) {
        this.file = file;
        this.exchanges = List.copyOf(exchanges);
        this.strict = strict;
    }

    /**
     * A lenient replay of replies given in code, for tests and demos; errors name the transcript "(inline)".
     *
     * @param responses the reply texts, in order
     * @return the model
     */
    public static ReplayChatModel ofResponses(String... responses) {
        List<Exchange> list = Arrays.stream(responses).map(r -> new Exchange(List.of(), "", r, List.of(), null, null)).toList();
        return new ReplayChatModel(Path.of("(inline)"), list, false);
    }

    @Override
    public synchronized ChatResponse doChat(ChatRequest request) {
        int number = next + 1;
        if (next >= exchanges.size()) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "The model transcript " + file + " has " + exchanges.size()
                    + " exchange(s), but askdb sent request " + number + ". The transcript was recorded for another run "
                    + "(other questions, prompts or repairs): record it again, or add a line {\"response\": ...} for exchange "
                    + number + ".");
        }
        Exchange exchange = exchanges.get(next);
        if (strict && !exchange.request().isEmpty()) compare(exchange.request(), TranscriptCodec.messages(request.messages()), number);
        next++;
        ChatResponse.Builder response = ChatResponse.builder().aiMessage(TranscriptCodec.reply(exchange));
        if (exchange.inputTokens() != null || exchange.outputTokens() != null) {
            response.tokenUsage(new TokenUsage(exchange.inputTokens(), exchange.outputTokens()));
        }
        return response.build();
    }

    /** @return how many exchanges have been answered so far */
    public synchronized int used() {
        return next;
    }

    /** @return how many exchanges the transcript holds */
    public int size() {
        return exchanges.size();
    }

    private void compare(List<Exchange.Message> recorded, List<Exchange.Message> actual, int number) {
        String where = "Request " + number + " differs from exchange " + number + " of the model transcript " + file + ": ";
        String fix = " The prompts or the questions changed since the transcript was recorded: record it again, or delete the \"request\" fields of its lines to replay the responses whatever is asked.";
        if (recorded.size() != actual.size()) {
            throw new AskdbException(ErrorCode.CONFIGURATION, where + "it has " + actual.size() + " message(s), the transcript "
                    + recorded.size() + "." + fix);
        }
        for (int i = 0; i < recorded.size(); i++) {
            Exchange.Message r = recorded.get(i);
            Exchange.Message a = actual.get(i);
            if (!r.role().equals(a.role()) || !normal(r.text()).equals(normal(a.text()))) {
                int at = firstDifference(normal(r.text()), normal(a.text()));
                throw new AskdbException(ErrorCode.CONFIGURATION, where + "message " + (i + 1) + " (" + a.role() + ") reads \""
                        + excerpt(normal(a.text()), at) + "\" where the transcript has (" + r.role() + ") \""
                        + excerpt(normal(r.text()), at) + "\" (character " + (at + 1) + ")." + fix);
            }
        }
    }

    private static String normal(String text) {
        return text == null ? "" : text.replace("\r\n", "\n");
    }

    private static int firstDifference(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) if (a.charAt(i) != b.charAt(i)) return i;
        return n;
    }

    private static String excerpt(String text, int at) {
        int from = Math.max(0, at - EXCERPT / 2);
        int to = Math.min(text.length(), from + EXCERPT);
        return (from > 0 ? "..." : "") + text.substring(from, to).replace("\n", "\\n") + (to < text.length() ? "..." : "");
    }

    private static List<Exchange> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            String why = e instanceof java.nio.file.NoSuchFileException ? "it does not exist"
                    : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : e.getMessage();
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read the model transcript " + file + " (" + why
                    + "). Check the path; a transcript is a JSONL file written by recording, or by hand as lines of "
                    + "{\"response\": \"...\"}.", e);
        }
        List<Exchange> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) out.add(TranscriptCodec.read(lines.get(i), file, i + 1));
        }
        return out;
    }
}

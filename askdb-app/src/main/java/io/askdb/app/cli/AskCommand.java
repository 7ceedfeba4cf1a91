package io.askdb.app.cli;

import io.askdb.Answer;
import io.askdb.Question;
import io.askdb.TextToSql;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code askdb ask QUESTION}: answers a question in plain language, on its own or in a conversation. */
@Command(name = "ask", mixinStandardHelpOptions = true,
        description = "Answer a question about the database: prints the SQL, the rows and a short answer.")
final class AskCommand implements Callable<Integer> {
    /** A conversation id as a script passes it back: printable, no spaces, at most 128 characters. */
    private static final Pattern CONVERSATION_ID = Pattern.compile("[\\p{Graph}&&[^\"'`\\\\]]{1,128}");

    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "QUESTION", description = "The question, e.g. \"How many customers are there?\"")
    List<String> words;

    @Option(names = "--conversation", paramLabel = "ID",
            description = "Continue a conversation: a follow-up such as \"and only for 2024?\" is read with its earlier questions.")
    String conversation;

    @Option(names = "--new-conversation",
            description = "Start a conversation with a fresh id, shown on stderr (conversation_id in --json); continue it with --conversation ID.")
    boolean newConversation;

    /** The history id of a failure recorded before the question reached the pipeline, or 0. */
    long failureHistoryId;

    /** The conversation of this question once the options are checked: an id, or empty. */
    private String conversationId = "";

    AskCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        FreeTextArgs.check(spec, words);
        conversationId = conversationId();
        TextToSql askdb;
        AskdbRuntime runtime = null;
        io.askdb.policy.Caller caller;
        try {
            caller = parent.options.caller();
            runtime = cli.runtime(parent.options);
            askdb = runtime.textToSql();
        } catch (AskdbException e) {
            failureHistoryId = FailureRecorder.record(cli, parent.options, question(), parent.options.db, conversationId, e);
            if (runtime != null) runtime.close();
            throw e;
        }
        try (AskdbRuntime open = runtime) {
            if (conversation != null && open.history().conversation(conversationId, 1).isEmpty()) {
                cli.err.println("askdb: conversation " + conversationId + " has no earlier questions, so this question starts it"
                        + " (a mistyped id loses the earlier context; --new-conversation hands out ids).");
            }
            Answer answer = inConversation(askdb.ask(Question.of(question()).inConversation(conversationId).by(caller)));
            return AnswerPrinter.print(answer, parent.options.json, parent.options.verbose, cli.out, cli.err);
        }
    }

    String question() {
        return words == null ? "" : String.join(" ", words);
    }

    /** @return the conversation id once the options are checked, or empty (also before) */
    String conversationIdOrEmpty() {
        return conversationId;
    }

    /**
     * @return a fresh UUID for --new-conversation, the checked --conversation id, or empty
     * @throws AskdbException BAD_INPUT when both are given or the id is not one askdb hands out
     */
    private String conversationId() {
        if (newConversation && conversation != null) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--conversation and --new-conversation cannot be used together:"
                    + " give --new-conversation to start a conversation, then --conversation ID to continue it.");
        }
        if (newConversation) return UUID.randomUUID().toString();
        if (conversation == null) return "";
        String id = conversation.strip();
        if (!CONVERSATION_ID.matcher(id).matches()) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--conversation must be an id of 1 to 128 characters without"
                    + " spaces or quotes, was '" + conversation + "'. Use the id that --new-conversation printed.");
        }
        return id;
    }

    /** The answer carries the conversation it was asked in, also from a pipeline that does not copy it. */
    private Answer inConversation(Answer a) {
        if (conversationId.isEmpty() || !a.conversationId().isEmpty()) return a;
        return a.withConversationId(conversationId);
    }
}

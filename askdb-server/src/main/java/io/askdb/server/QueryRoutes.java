package io.askdb.server;

import io.askdb.Answer;
import io.askdb.CancelSignal;
import io.askdb.Question;
import io.askdb.error.AskdbException;
import io.askdb.json.AnswerJson;
import io.askdb.policy.Caller;
import io.askdb.trace.StepListener;
import io.javalin.http.Context;
import java.util.UUID;
import java.util.concurrent.ExecutorService;

/**
 * {@code POST /api/query}: a question through the whole pipeline, answered with the fields of
 * {@code askdb ask --json}; {@code POST /api/query/stream}: the same as server-sent events, one
 * per agent step, the answer last ({@link QueryStream}). Each question is asked by the caller of
 * the request's API key ({@link RequestCaller}), so the access policy's row filters apply per key,
 * and history records the key's asker ({@link KeyEntry#askerOf}).
 *
 * <p><b>Conversations are per key.</b> A follow-up is rewritten with the earlier turns of its
 * conversation that the same key asked ({@link io.askdb.history.HistoryStore#conversation(String,
 * String, int)}): a key that sends another key's conversation id starts a fresh conversation
 * under that id, silently, and reads nothing of the other key's turns (refusing it would tell the
 * key that the id exists). Without keys every question asks as no one, and a conversation holds
 * every turn sent with its id, as on the command line.
 *
 * <p><b>Cancelling.</b> The stream is the cancellable path: when its client goes away, the next
 * heartbeat write fails, the running statement is cancelled and the agent runs no further step;
 * the question is recorded as failed with code {@code CANCELLED}. The plain route is not
 * cancellable: a question there runs to its end, bounded by the statement timeout (10 s by
 * default) per attempt and by the repairs. Jetty 12 (under Javalin 7) does not read from a
 * connection whose request body was fully read until the response is written, so a client that
 * closes it is noticed only when the answer is written; a request failure listener
 * ({@code org.eclipse.jetty.server.Request#addFailureListener}) was tried and is not called in
 * that case, and detecting the close by writing early would commit status 200 before a fault
 * could answer with its problem status. A client that wants to cancel uses the stream.
 */
final class QueryRoutes {
    private final Datasources datasources;
    private final ServerObserver observer;
    private final ExecutorService workers;
    private final QuestionSlots slots;

    QueryRoutes(Datasources datasources, ServerObserver observer, ExecutorService workers, QuestionSlots slots) {
        this.datasources = datasources;
        this.observer = observer;
        this.workers = workers;
        this.slots = slots;
    }

    void register(RouteList routes) {
        routes.post("/api/query", this::query);
        routes.post("/api/query/stream", this::stream);
    }

    private void query(Context ctx) {
        QueryRequest request = Wire.read(ctx, QueryRequest.class);
        Served ds = datasources.pick(request.datasource());
        Wire.json(ctx, 200, ask(ds, request, RequestCaller.of(ctx), RequestCaller.keyed(ctx), StepListener.NONE, CancelSignal.NEVER));
    }

    private void stream(Context ctx) {
        String accept = ctx.header("Accept");
        if (accept == null || !accept.contains("text/event-stream")) {
            throw new ApiProblem(406, "NOT_ACCEPTABLE", "This endpoint streams server-sent events: send the header"
                    + " 'Accept: text/event-stream', or use POST /api/query for one JSON answer.");
        }
        QueryRequest request = Wire.read(ctx, QueryRequest.class);
        Served ds = datasources.pick(request.datasource());
        Caller caller = RequestCaller.of(ctx);
        boolean keyed = RequestCaller.keyed(ctx);
        new QueryStream(ctx, workers).run((listener, cancel) -> ask(ds, request, caller, keyed, listener, cancel));
    }

    /**
     * Answers a question in a conversation (a fresh id when the request names none) for the
     * caller of the request's API key, telling the observer and the listener of each step, once a
     * {@link QuestionSlots slot} is free and until the cancel signal fires.
     *
     * @param caller who asks: the API key's caller, or anonymous on a server without keys
     * @param keyed  true when an API key was checked (for the wording of a missing-attribute problem)
     * @throws AskdbException for faults (CANCELLED when the signal stopped the question), after telling the observer
     * @throws ApiProblem     503 SERVER_BUSY when no slot freed in time; CALLER_ATTRIBUTE_MISSING (403) when
     *                        the access policy refused a row-filtered table because the caller lacks its attribute
     */
    AnswerJson ask(Served ds, QueryRequest request, Caller caller, boolean keyed, StepListener listener, CancelSignal cancel) {
        return slots.run(() -> answer(ds, request, caller, keyed, listener, cancel));
    }

    private AnswerJson answer(Served ds, QueryRequest request, Caller caller, boolean keyed, StepListener listener,
                              CancelSignal cancel) {
        String conversation = request.conversationId() != null ? request.conversationId() : UUID.randomUUID().toString();
        StepListener observed = observer.questionStarted(ds.name(), request.question());
        StepListener both = step -> {
            observed.stepEnded(step);
            listener.stepEnded(step);
        };
        try {
            Answer answer = ds.askdb().ask(Question.of(request.question()).inConversation(conversation).by(caller), both, cancel);
            observer.questionAnswered(ds.name(), answer);
            MissingAttribute.problem(answer, keyed).ifPresent(p -> {
                throw p;
            });
            return AnswerJson.of(answer).inConversation(conversation);
        } catch (AskdbException e) {
            observer.questionFailed(ds.name(), e.code().name());
            throw e;
        }
    }
}

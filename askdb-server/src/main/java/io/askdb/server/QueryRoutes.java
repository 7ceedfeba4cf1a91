package io.askdb.server;

import io.askdb.Answer;
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
 * the request's API key ({@link RequestCaller}), so the access policy's row filters apply per key.
 */
final class QueryRoutes {
    private final Datasources datasources;
    private final ServerObserver observer;
    private final ExecutorService workers;

    QueryRoutes(Datasources datasources, ServerObserver observer, ExecutorService workers) {
        this.datasources = datasources;
        this.observer = observer;
        this.workers = workers;
    }

    void register(RouteList routes) {
        routes.post("/api/query", this::query);
        routes.post("/api/query/stream", this::stream);
    }

    private void query(Context ctx) {
        QueryRequest request = Wire.read(ctx, QueryRequest.class);
        Served ds = datasources.pick(request.datasource());
        Wire.json(ctx, 200, ask(ds, request, RequestCaller.of(ctx), RequestCaller.keyed(ctx), StepListener.NONE));
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
        new QueryStream(ctx, workers).run(listener -> ask(ds, request, caller, keyed, listener));
    }

    /**
     * Answers a question in a conversation (a fresh id when the request names none) for the
     * caller of the request's API key, telling the observer and the listener of each step.
     *
     * @param caller who asks: the API key's caller, or anonymous on a server without keys
     * @param keyed  true when an API key was checked (for the wording of a missing-attribute problem)
     * @throws AskdbException for faults, after telling the observer
     * @throws ApiProblem     CALLER_ATTRIBUTE_MISSING (403) when the access policy refused a
     *                        row-filtered table because the caller lacks its attribute
     */
    AnswerJson ask(Served ds, QueryRequest request, Caller caller, boolean keyed, StepListener listener) {
        String conversation = request.conversationId() != null ? request.conversationId() : UUID.randomUUID().toString();
        StepListener observed = observer.questionStarted(ds.name(), request.question());
        StepListener both = step -> {
            observed.stepEnded(step);
            listener.stepEnded(step);
        };
        try {
            Answer answer = ds.askdb().ask(Question.of(request.question()).inConversation(conversation).by(caller), both);
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

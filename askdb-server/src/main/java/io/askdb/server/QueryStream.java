package io.askdb.server;

import io.askdb.CancelSignal;
import io.askdb.error.AskdbException;
import io.askdb.json.AnswerJson;
import io.askdb.json.TraceStepJson;
import io.askdb.trace.StepListener;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One question answered as server-sent events (the WHATWG HTML "server-sent events" format):
 * {@code event: <name>} and one {@code data:} line of JSON per agent step as it ends
 * ({@link StepEvents} names them; the data is the step's trace JSON), then {@code event: answer}
 * with the JSON of {@code POST /api/query}, or {@code event: error} with a problem object.
 *
 * <p>The question runs on a worker thread; the request thread writes the events and, while it
 * waits, a comment line every {@value #HEARTBEAT_MILLIS} ms. When a write fails because the client
 * went away, the question's {@link Cancellation} cancels its running statement and, being the
 * question's {@link io.askdb.CancelSignal}, stops the agent before its next step; the question is
 * recorded in history as failed with {@link io.askdb.error.ErrorCode#CANCELLED}. The client is gone, so
 * the {@code error} event (status 499, code {@code CANCELLED}) that follows is written to no one.
 */
final class QueryStream {
    static final long HEARTBEAT_MILLIS = 200;
    private static final Logger LOG = LoggerFactory.getLogger(QueryStream.class);
    private static final Event END = new Event("", "");

    private final Context ctx;
    private final String path;
    private final ExecutorService workers;

    private record Event(String name, String data) {
    }

    QueryStream(Context ctx, ExecutorService workers) {
        this.ctx = ctx;
        this.path = ctx.path();
        this.workers = workers;
    }

    void run(BiFunction<StepListener, CancelSignal, AnswerJson> ask) {
        BlockingQueue<Event> events = new LinkedBlockingQueue<>();
        Cancellation cancellation = new Cancellation();
        workers.execute(() -> answer(ask, events, cancellation));
        ctx.res().setStatus(200);
        ctx.res().setContentType("text/event-stream");
        ctx.res().setCharacterEncoding("UTF-8");
        ctx.res().setHeader("Cache-Control", "no-cache");
        ctx.res().setHeader("X-Accel-Buffering", "no");
        try {
            OutputStream out = ctx.res().getOutputStream();
            write(out, ": askdb is answering\n\n");
            while (true) {
                Event e = events.poll(HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
                if (e == END) break;
                write(out, e == null ? ": working\n\n" : "event: " + e.name() + "\ndata: " + e.data() + "\n\n");
            }
        } catch (IOException closed) {
            LOG.info("POST {}: the client closed the stream; cancelling its question", path);
            cancellation.cancel();
        } catch (InterruptedException e) {
            cancellation.cancel();
            Thread.currentThread().interrupt();
        }
    }

    private void answer(BiFunction<StepListener, CancelSignal, AnswerJson> ask, BlockingQueue<Event> events, Cancellation cancellation) {
        cancellation.bind();
        try {
            AnswerJson answer = ask.apply(step -> StepEvents.eventName(step.step())
                    .ifPresent(name -> events.add(new Event(name, Wire.write(TraceStepJson.of(step))))), cancellation);
            events.add(new Event(StepEvents.ANSWER, Wire.write(answer)));
        } catch (AskdbException e) {
            events.add(new Event(StepEvents.ERROR, Wire.write(problem(Problems.status(e.code()), e.code().name(), e.getMessage()))));
        } catch (ApiProblem e) {
            events.add(new Event(StepEvents.ERROR, Wire.write(problem(e.status, e.code, e.getMessage()))));
        } catch (RuntimeException e) {
            LOG.error("POST {} failed inside askdb", path, e);
            events.add(new Event(StepEvents.ERROR, Wire.write(problem(500, "INTERNAL", "The question failed inside askdb ("
                    + e.getClass().getSimpleName() + "); report it with the server's log."))));
        } finally {
            cancellation.unbind();
            events.add(END);
        }
    }

    private Object problem(int status, String code, String detail) {
        return Problems.body(path, status, code, detail);
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}

package io.askdb.pipeline;

import static org.bsc.langgraph4j.StateGraph.END;
import static org.bsc.langgraph4j.StateGraph.START;
import static org.bsc.langgraph4j.action.AsyncEdgeAction.edge_async;
import static org.bsc.langgraph4j.action.AsyncNodeAction.node_async;

import io.askdb.CancelSignal;
import io.askdb.Question;
import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.trace.StepListener;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.bsc.langgraph4j.CompileConfig;
import org.bsc.langgraph4j.CompiledGraph;
import org.bsc.langgraph4j.GraphRepresentation;
import org.bsc.langgraph4j.GraphStateException;
import org.bsc.langgraph4j.StateGraph;

/**
 * The agent as a LangGraph4j state graph: one node per step, routing by conditional edges.
 *
 * <pre>
 * route → rewrite → link → retrieve → generate → validate → confidence → execute → critic → explain
 *                    ↑                    ↑           └──────────┬────────────┴─────────┘
 *                    └── unknown name ── repair ◄── violation, refusal, database error, critic feedback
 * </pre>
 *
 * <p>Any node may end the question (refused, unanswerable, clarification needed, failed after the
 * repairs); the edges then go to the end. Each node's timing, model usage and outcome become a
 * {@link TraceStep}, passed to the question's {@link StepListener} as the node ends. The graph is
 * compiled once per catalog and is thread-safe when its parts are.
 *
 * @since 0.2
 */
public final class AgentGraph {
    /** Nodes per question at most: 3 per try plus linking, well above 5 repairs. */
    private static final int RECURSION_LIMIT = 120;
    private static final String LISTENER = "listener";

    private final CompiledGraph<AskState> graph;

    /**
     * @param setup   the parts; not null
     * @param catalog the visible catalog of the database; not null
     * @throws IllegalStateException when the graph cannot be built (a programming error)
     */
    public AgentGraph(AgentSetup setup, Catalog catalog) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(catalog, "catalog");
        UnderstandingSteps understanding = new UnderstandingSteps(setup, catalog);
        WritingSteps writing = new WritingSteps(setup, catalog);
        RunningSteps running = new RunningSteps(setup, catalog);
        CriticStep critic = new CriticStep(setup, catalog);
        try {
            StateGraph<AskState> g = new StateGraph<>(new ShallowStateSerializer())
                    .addNode("route", node("route", understanding::route))
                    .addNode("rewrite", node("rewrite", understanding::rewrite))
                    .addNode("link", node("link", understanding::link))
                    .addNode("retrieve", node("retrieve", understanding::retrieve))
                    .addNode("generate", node("generate", writing::generate))
                    .addNode("validate", node("validate", writing::validate))
                    .addNode("confidence", node("confidence", writing::confidence))
                    .addNode("execute", node("execute", running::execute))
                    .addNode("critic", node("critic", critic::critic))
                    .addNode("repair", node("repair", running::repair))
                    .addNode("explain", node("explain", running::explain))
                    .addEdge(START, "route")
                    .addConditionalEdges("route", edge_async(s -> s.finish().isPresent() ? "end" : "next"),
                            edges("end", END, "next", "rewrite"))
                    .addEdge("rewrite", "link")
                    .addConditionalEdges("link", edge_async(s -> s.value(AskState.KNOWLEDGE).isPresent() ? "generate" : "retrieve"),
                            edges("generate", "generate", "retrieve", "retrieve"))
                    .addEdge("retrieve", "generate")
                    .addConditionalEdges("generate", edge_async(s -> s.finish().isPresent() ? "end" : "next"),
                            edges("end", END, "next", "validate"))
                    .addConditionalEdges("validate", edge_async(AgentGraph::afterCheck),
                            edges("end", END, "repair", "repair", "next", "confidence"))
                    .addConditionalEdges("confidence", edge_async(s -> s.finish().isPresent() ? "end" : "next"),
                            edges("end", END, "next", "execute"))
                    .addConditionalEdges("execute", edge_async(AgentGraph::afterCheck),
                            edges("end", END, "repair", "repair", "next", "critic"))
                    .addConditionalEdges("critic", edge_async(AgentGraph::afterCheck),
                            edges("end", END, "repair", "repair", "next", "explain"))
                    .addConditionalEdges("repair", edge_async(s -> s.finish().isPresent() ? "end" : s.relink() ? "link" : "generate"),
                            edges("end", END, "link", "link", "generate", "generate"))
                    .addEdge("explain", END);
            this.graph = g.compile(CompileConfig.builder().recursionLimit(RECURSION_LIMIT).build());
        } catch (GraphStateException e) {
            throw new IllegalStateException("The askdb agent graph is malformed: " + e.getMessage(), e);
        }
    }

    /**
     * Runs one question through the graph to its end.
     *
     * @param question the question; its text already checked as non-blank and not too long
     * @param listener told of each step as it ends; not null
     * @return how the question ended, with its trace
     * @throws AskdbException for faults of a part (database or model unavailable, bad input),
     *         unwrapped from the graph runner
     */
    public AgentOutcome run(Question question, StepListener listener) {
        return run(question, listener, CancelSignal.NEVER);
    }

    /**
     * Runs one question through the graph until it ends or its caller cancels it. The signal is
     * read before every step (so also before each repair) and when a statement fails; once it is
     * set no further step runs and the outcome is FAILED with {@link AgentOutcome#cancelled()}.
     *
     * @param question the question; its text already checked as non-blank and not too long
     * @param listener told of each step as it ends; not null
     * @param cancel   read between steps; not null (since 0.3)
     * @return how the question ended, with its trace
     * @throws AskdbException as {@link #run(Question, StepListener)}
     */
    public AgentOutcome run(Question question, StepListener listener, CancelSignal cancel) {
        Map<String, Object> input = new HashMap<>();
        input.put(AskState.QUESTION, question);
        input.put(LISTENER, Objects.requireNonNull(listener, "listener"));
        input.put(AskState.CANCEL, Objects.requireNonNull(cancel, "cancel"));
        AskState end;
        try {
            end = graph.invoke(input).orElseThrow(() -> new IllegalStateException("The agent graph ended without a state"));
        } catch (RuntimeException e) {
            throw unwrap(e);
        }
        Finish finish = end.finish().orElseThrow(() -> new IllegalStateException("The agent graph ended without an outcome"));
        return new AgentOutcome(finish.status(), finish.sql(), finish.result(), finish.text(), finish.suggestions(),
                finish.clarification(), end.attempts(), end.usage(), end.rewritten() ? end.text() : "", new Trace(end.trace()),
                finish.executedSql(), finish.cancelled(), finish.status() == io.askdb.Status.ANSWERED ? end.caveats() : List.of());
    }

    /** @return the graph as a Mermaid flowchart, for the README */
    public String mermaid() {
        return graph.getGraph(GraphRepresentation.Type.MERMAID, "askdb agent", false).content();
    }

    /** Edge labels to nodes, in the order given, so the drawn diagram is the same on every run. */
    private static Map<String, String> edges(String... labelThenNode) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < labelThenNode.length; i += 2) out.put(labelThenNode[i], labelThenNode[i + 1]);
        return out;
    }

    private static String afterCheck(AskState s) {
        if (s.finish().isPresent()) return "end";
        return s.failure().isEmpty() ? "next" : "repair";
    }

    /**
     * Wraps a step: times it, adds its trace record and usage to the state, and tells the listener.
     * A cancelled question runs no step: the first node to see the signal ends the question, and
     * the nodes its unconditional edges still pass through on the way to the end do nothing.
     */
    private static org.bsc.langgraph4j.action.AsyncNodeAction<AskState> node(String name, Function<AskState, StepResult> step) {
        return node_async(s -> {
            if (s.finish().isPresent()) return Map.of();
            if (s.cancelled()) {
                String sql = s.attempts().isEmpty() ? null : s.attempts().get(s.attempts().size() - 1).sql();
                return Map.of(AskState.FINISH, Finish.cancelled(sql, StopReasons.cancelledAfter(s.lastStep())));
            }
            long start = System.nanoTime();
            StepResult r = step.apply(s);
            long millis = (System.nanoTime() - start) / 1_000_000;
            Object candidate = r.updates().get(AskState.CANDIDATE);
            TraceStep record = new TraceStep(name, millis, Math.min(millis, r.usage().modelMillis()),
                    r.usage().inputTokens(), r.usage().outputTokens(), r.outcome(),
                    candidate instanceof io.askdb.generation.CandidateSql c ? c.sql() : null);
            List<TraceStep> trace = new ArrayList<>(s.trace());
            trace.add(record);
            Map<String, Object> updates = new HashMap<>(r.updates());
            updates.put(AskState.TRACE, trace);
            updates.put(AskState.USAGE, s.usage().plus(r.usage()));
            s.<StepListener>value(LISTENER).ifPresent(l -> l.stepEnded(record));
            return updates;
        });
    }

    /** The graph runner wraps a part's exception in several layers; the caller wants the part's own. */
    private static RuntimeException unwrap(RuntimeException e) {
        Throwable t = e;
        while (t != null) {
            if (t instanceof AskdbException a) return a;
            t = t.getCause();
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root instanceof RuntimeException r ? r : e;
    }
}

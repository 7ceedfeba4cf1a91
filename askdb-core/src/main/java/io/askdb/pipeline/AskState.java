package io.askdb.pipeline;

import io.askdb.Question;
import io.askdb.confidence.Confidence;
import io.askdb.execution.ResultTable;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import io.askdb.guard.ApprovedSql;
import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.trace.TraceStep;
import io.askdb.validation.QueryShape;
import java.util.List;
import java.util.Map;
import org.bsc.langgraph4j.state.AgentState;

/**
 * The state of one question in the agent graph. Every value is immutable; nodes return the keys
 * they change. Absent keys read as their empty value.
 */
final class AskState extends AgentState {
    static final String QUESTION = "question";
    static final String TEXT = "text";
    static final String REWRITTEN = "rewritten";
    static final String EARLIER = "earlier";
    static final String LINKED = "linked";
    static final String KNOWLEDGE = "knowledge";
    static final String EXAMPLES = "examples";
    static final String CANDIDATE = "candidate";
    static final String APPROVED = "approved";
    static final String SHAPE = "shape";
    static final String CONFIDENCE = "confidence";
    static final String RESULT = "result";
    static final String FAILURE = "failure";
    static final String RELINK = "relink";
    static final String RELINK_HINTS = "relink_hints";
    static final String UNSAFE = "unsafe";
    static final String ATTEMPTS = "attempts";
    static final String FAILED = "failed";
    static final String CRITIC_REJECTED = "critic_rejected";
    static final String CAVEATS = "caveats";
    static final String REPAIRS = "repairs";
    static final String USAGE = "usage";
    static final String TRACE = "trace";
    static final String FINISH = "finish";
    static final String CANCEL = "cancel";

    AskState(Map<String, Object> data) {
        super(data);
    }

    Question question() { return this.<Question>value(QUESTION).orElseThrow(); }
    /** @return the question as answered: rewritten to stand alone when it was a follow-up */
    String text() { return this.<String>value(TEXT).orElse(question().text()); }
    boolean rewritten() { return this.<Boolean>value(REWRITTEN).orElse(false); }
    /** @return the conversation's earlier turns for the generator when no rewriter ran, oldest first; else empty */
    List<io.askdb.conversation.Turn> earlier() { return this.<List<io.askdb.conversation.Turn>>value(EARLIER).orElse(List.of()); }
    LinkedSchema linked() { return this.<LinkedSchema>value(LINKED).orElse(LinkedSchema.NONE); }
    List<EvidenceChunk> knowledge() { return this.<List<EvidenceChunk>>value(KNOWLEDGE).orElse(List.of()); }
    List<Example> examples() { return this.<List<Example>>value(EXAMPLES).orElse(List.of()); }
    CandidateSql candidate() { return this.<CandidateSql>value(CANDIDATE).orElseThrow(); }
    ApprovedSql approved() { return this.<ApprovedSql>value(APPROVED).orElseThrow(); }
    QueryShape shape() { return this.<QueryShape>value(SHAPE).orElse(QueryShape.UNKNOWN); }
    ResultTable result() { return this.<ResultTable>value(RESULT).orElseThrow(); }
    /** @return the error of the attempt that just failed, or empty */
    String failure() { return this.<String>value(FAILURE).orElse(""); }
    boolean relink() { return this.<Boolean>value(RELINK).orElse(false); }
    /** @return true when the attempt that just failed was refused by the guard as unsafe (a write, a second statement) */
    boolean unsafe() { return this.<Boolean>value(UNSAFE).orElse(false); }
    /** @return the names a violation was about (the bad identifiers and the suggested ones), for re-linking */
    List<String> relinkHints() { return this.<List<String>>value(RELINK_HINTS).orElse(List.of()); }
    /** @return every attempt so far, oldest first */
    List<Attempt> attempts() { return this.<List<Attempt>>value(ATTEMPTS).orElse(List.of()); }
    /** @return the failed attempts that go back to the generator for repair */
    List<Attempt> failed() { return this.<List<Attempt>>value(FAILED).orElse(List.of()); }
    /** @return SQL the critic rejected earlier, to notice a model that insists on it */
    List<String> criticRejected() { return this.<List<String>>value(CRITIC_REJECTED).orElse(List.of()); }
    List<String> caveats() { return this.<List<String>>value(CAVEATS).orElse(List.of()); }
    int repairs() { return this.<Integer>value(REPAIRS).orElse(0); }
    Usage usage() { return this.<Usage>value(USAGE).orElse(Usage.NONE); }
    List<TraceStep> trace() { return this.<List<TraceStep>>value(TRACE).orElse(List.of()); }
    java.util.Optional<Finish> finish() { return value(FINISH); }
    /** @return true once the caller's cancel signal fired */
    boolean cancelled() { return this.<io.askdb.CancelSignal>value(CANCEL).orElse(io.askdb.CancelSignal.NEVER).cancelled(); }
    /** @return the name of the last step that ended, or empty before the first */
    String lastStep() { return trace().isEmpty() ? "" : trace().get(trace().size() - 1).step(); }
    java.util.Optional<Confidence> confidence() { return value(CONFIDENCE); }
}

package io.askdb.planner;

import io.askdb.conversation.Turn;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.Usage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Answers a follow-up ({@link FollowUpForm}) with the conversation's earlier turns, offline. The
 * previous reading is found by folding the earlier turns, oldest first: a question of its own form
 * starts a reading, and each follow-up that the planner could answer changes it. A follow-up then
 * changes the reading once more:
 * <ul>
 *   <li>{@link FollowUpForm.Kind#ADD} ("and only for 2024?", "per country?") plans the previous question
 *       with the follow-up's words appended, so every word of both is read as the planner reads one
 *       question (and declined as it declines one);</li>
 *   <li>{@link FollowUpForm.Kind#LIMIT} ("just the top 3") keeps the previous plan and its order with
 *       another limit ("the bottom 3": the lowest measures); a plan of one value takes no limit;</li>
 *   <li>{@link FollowUpForm.Kind#SORT} ("sorted by name", "the lowest first") orders the previous
 *       answer's rows by one of its columns ({@link SortKeys}, {@link ResortedSql}).</li>
 * </ul>
 * An answer says "Read as a follow-up to: ..." among its assumptions; a follow-up the planner cannot add is
 * declined naming its words and saying that it needs an LLM. Metric plans of a semantic model take ADD only.
 */
final class FollowUpPlanner {
    static final String NEEDS_LLM = "Follow-ups of other kinds need an LLM: configure askdb.llm.provider, "
            + "askdb.llm.model and askdb.llm.api-key (the offline planner adds filters, time ranges, comparisons, a "
            + "grouping, an order or a limit to the previous question).";
    private final Function<GenerationRequest, Generation> whole;
    private final Function<GenerationRequest, Optional<QueryPlan>> plans;
    private final SqlRenderer renderer;
    private final SortKeys keys;

    /**
     * @param whole   plans one question on its own (the planner without follow-ups)
     * @param plans   the non-metric plan of one question, or empty
     */
    FollowUpPlanner(Function<GenerationRequest, Generation> whole, Function<GenerationRequest, Optional<QueryPlan>> plans,
                    SqlRenderer renderer, SortKeys keys) {
        this.whole = whole;
        this.plans = plans;
        this.renderer = renderer;
        this.keys = keys;
    }

    /** A reading of the conversation so far: the question as merged, with the limit and order follow-ups asked for. */
    record Context(String text, FollowUpForm limit, FollowUpForm sort) {
        Context with(FollowUpForm f) {
            return switch (f.kind()) {
                case ADD -> new Context(text.strip().replaceAll("[?.!]+$", "").strip() + " " + f.body(), limit, sort);
                case LIMIT -> new Context(text, f, sort);
                case SORT -> new Context(text, limit, f);
            };
        }

        /** @return e.g. "How many tracks per genre? (then: sorted by name)" */
        String describe() {
            List<String> then = new ArrayList<>();
            if (limit != null) then.add(limit.body());
            if (sort != null) then.add(sort.body());
            return text + (then.isEmpty() ? "" : " (then: " + String.join("; ", then) + ")");
        }
    }

    /**
     * @param request a request with earlier turns; not a repair
     * @return the answer or decline of the question read as a follow-up, or empty when its form is that of
     *         a question on its own or no earlier question stands on its own
     */
    Optional<Generation> answer(GenerationRequest request) {
        Optional<FollowUpForm> form = FollowUpForm.of(request.question());
        if (form.isEmpty()) return Optional.empty();
        Context previous = previous(request, request.earlier());
        if (previous == null) return Optional.empty();
        Generation g = step(request, previous, form.get());
        if (g instanceof CandidateSql c) return Optional.of(followUp(c, previous, form.get()));
        Declined d = (Declined) g;
        if (d.refused()) return Optional.of(d);
        String reason = "I read '" + request.question().strip() + "' as a follow-up to '" + previous.describe()
                + "' but could not add '" + form.get().body() + "' to it: " + d.reason().strip()
                + (d.reason().strip().matches(".*[.!?)]$") ? " " : ". ") + NEEDS_LLM;
        return Optional.of(new Declined(reason, List.of(DeclineReasons.CONFIGURE_LLM), Usage.NONE));
    }

    private Context previous(GenerationRequest request, List<Turn> turns) {
        Context c = null;
        for (Turn t : turns) {
            Optional<FollowUpForm> f = FollowUpForm.of(t.question());
            if (f.isEmpty()) c = new Context(t.question(), null, null);
            else if (c != null && step(request, c, f.get()) instanceof CandidateSql) c = c.with(f.get());
        }
        return c;
    }

    /** @return the answer of the previous reading with the follow-up, or why the follow-up cannot be added to it */
    private Generation step(GenerationRequest request, Context previous, FollowUpForm f) {
        Context next = previous.with(f);
        Generation g = generate(request, next);
        if (f.kind() != FollowUpForm.Kind.ADD || !(g instanceof CandidateSql after)) return g;
        if (!(generate(request, previous) instanceof CandidateSql before)) return no("the previous question has no answer to add to.");
        if (before.sql().equals(after.sql())) return no("'" + f.body() + "' adds nothing to the previous question that I could read.");
        Optional<QueryPlan> was = plans.apply(alone(request, previous.text()));
        Optional<QueryPlan> is = plans.apply(alone(request, next.text()));
        String conflict = was.isPresent() && is.isPresent() ? AddedWords.conflict(was.get(), is.get(), f.body()) : null;
        return conflict == null ? g : no(conflict);
    }

    private static GenerationRequest alone(GenerationRequest request, String text) {
        return new GenerationRequest(text, request.catalog(), request.failed(), request.evidence(),
                request.linked(), request.knowledge(), request.examples());
    }

    private Generation generate(GenerationRequest request, Context c) {
        GenerationRequest alone = alone(request, c.text());
        Generation g = whole.apply(alone);
        if (!(g instanceof CandidateSql first) || (c.limit() == null && c.sort() == null)) return g;
        Optional<QueryPlan> planned = plans.apply(alone);
        if (planned.isEmpty()) return no("the previous answer comes from a metric or an average, which takes no limit or order offline.");
        QueryPlan p = planned.get();
        List<String> assumptions = new ArrayList<>(first.assumptions());
        if (c.limit() != null) {
            if (p.group() == null && p.time() == null && p.aggregate() != Aggregate.NONE) return no("the previous answer is one value.");
            boolean lowest = c.limit().ascending() != null;
            if (lowest && (p.time() != null || p.group() == null || !SortKeys.hasMeasure(p))) {
                return no("'" + c.limit().body() + "' ranks rows by a measure per group, and the previous answer has none.");
            }
            p = new QueryPlan(p.aggregate(), p.fact(), p.measure(), p.group(), p.path(), c.limit().limit(), lowest || p.ascending(),
                    p.confidence(), p.assumptions(), p.filters(), p.conditions(), p.distinct(), p.time(), p.measureShown());
        }
        String sql = renderer.render(p, request.catalog().dialect());
        String reasoning = c.limit() != null ? first.reasoning().replaceFirst("; top \\d+\\.$", ".") : first.reasoning();
        reasoning = reasoning.replaceFirst("\\.$", "") + (c.limit() != null ? "; " + (p.ascending() ? "bottom " : "top ") + p.limit() : "");
        if (c.sort() != null) {
            int column = keys.column(p, c.sort());
            if (column < 0) return no("I could not tell which column of the answer '" + c.sort().body() + "' names.");
            boolean ascending = c.sort().ascending() != null ? c.sort().ascending() : true;
            if (c.sort().ascending() == null && SortKeys.hasMeasure(p) && column == keys.columns(p).size() - 1) {
                assumptions.add("Sorted ascending, the smallest first (say 'descending' for the largest first)");
            }
            sql = ResortedSql.render(renderer, p, request.catalog().dialect(), column, ascending);
            reasoning += "; then sorted by result column " + (column + 1) + (ascending ? " ascending" : " descending");
        }
        return new CandidateSql(sql, reasoning + ".", assumptions, first.tablesUsed(), first.ambiguousTerms(),
                first.confidence(), Usage.NONE, first.clarification(), first.appliedTerms());
    }

    private static Declined no(String reason) {
        return new Declined(reason, List.of(), Usage.NONE);
    }

    private static CandidateSql followUp(CandidateSql c, Context previous, FollowUpForm form) {
        List<String> assumptions = new ArrayList<>(c.assumptions());
        assumptions.add(0, "Read as a follow-up to: " + previous.describe());
        List<String> applied = new ArrayList<>(c.appliedTerms());
        applied.addAll(FollowUpForm.words(form.body()));
        return new CandidateSql(c.sql(), c.reasoning(), assumptions, c.tablesUsed(), c.ambiguousTerms(),
                Math.max(0, c.confidence() - 5), c.usage(), c.clarification(), applied);
    }
}

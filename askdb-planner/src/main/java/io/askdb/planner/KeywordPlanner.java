package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.generation.Usage;
import io.askdb.planner.PlanOutcome.Unplannable;
import io.askdb.semantic.SemanticModel;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A deterministic {@link SqlGenerator} for when no LLM is configured: it matches the question's
 * words against the catalog's table and column names (and a small generic vocabulary) and
 * answers counting, aggregate (sum, average, max, min), group-by, top-N and listing questions,
 * joining only along foreign keys (at most two, from many to one). With a {@link SemanticModel}, its
 * relationships that the database does not declare join as foreign keys too, for planning only
 * ({@link ModelJoins}): schemas without foreign keys can be joined offline.
 *
 * <p>It never guesses: a question with any word it cannot place, a condition ("older than 20"),
 * an ambiguous name or a request to change data is {@link Declined} with the reason and up to
 * three rephrasings built from the catalog that it can answer, plus the hint to configure an LLM.
 * A repair request is declined too: asked again, the planner would write the same SQL.
 *
 * <p>A word or phrase spelling a stored value of a text column exactly (ignoring case and accents;
 * the catalog's sampled values) filters the rows ({@code WHERE Genre.Name = 'Jazz'}) when the
 * column's table is the counted table or joined from it from many to one; a value held by several
 * such columns is declined unless the question names the table of exactly one of them. The filter
 * is stated as an assumption and lowers the confidence by 5.
 *
 * <p>Comparisons on a number column ("longer than 5 minutes", "a total over $10", "cost between 1
 * and 2"), missing values ("no composer"), rows nothing refers to ("artists with no albums", "genres
 * never sold"), negated values ("not in the USA") and DISTINCT ("how many different countries",
 * "which billing countries") are read by {@link RestrictionReader} and planned by
 * {@link ConditionPlanner} and {@link DistinctPlanner}; a comparison of counts ("artists with more than
 * 10 albums") counts the referring rows; a comparison whose column is not clear is declined. Values on
 * the far side of a bridge table ("tracks on the playlist 'Grunge'") filter through it, and counts per
 * entity may run over such a bridge ("tracks in each playlist"). A foreign-key column is never shown as
 * the answer about rows named by value: "Which employees report to Nancy Edwards?" lists the rows whose
 * self-reference points at the named row.
 *
 * <p>With a {@link SemanticModel}, a question naming one of its metrics ("revenue", "total
 * sales", by name or synonym, singular or plural) is answered with the metric's own expression and
 * filters over its table, optionally per a table or column reached from that table along foreign
 * keys from many to one (up to three joins), ranked ("which 3 genres earned the most revenue"),
 * or per year or month of its time column (SQLite). A question naming a metric that cannot be
 * planned so is declined with a reason naming the metric, never answered with a guessed column.
 *
 * <p>In a conversation without a follow-up rewriter ({@link GenerationRequest#earlier()}), a follow-up
 * that adds a filter, a time range, a comparison, a grouping, an order or a limit to the previous question
 * ("and only for 2024?", "sorted by name", "just the top 3") is read with it ({@link FollowUpPlanner}); any
 * other is declined saying that it needs an LLM.
 *
 * <p>Thread-safe and stateless apart from a cache of the last catalog's vocabulary.
 *
 * @since 0.1
 */
public final class KeywordPlanner implements SqlGenerator {
    private final Lexicon lex = Lexicon.standard();
    private final QuestionTokenizer tokenizer = new QuestionTokenizer(lex);
    private final ColumnKinds kinds = new ColumnKinds(tokenizer);
    private final QuestionReader reader = new QuestionReader(lex, tokenizer);
    private final PlanBuilder builder = new PlanBuilder(kinds, lex);
    private final SqlRenderer renderer = new SqlRenderer(tokenizer);
    private final MetricPlanBuilder metricBuilder = new MetricPlanBuilder(kinds, lex);
    private final MetricSqlRenderer metricRenderer = new MetricSqlRenderer(tokenizer, renderer);
    private final MetricTerms metricTerms;
    private final ModelJoins joins;
    private final SemanticModel model;
    private final Clock clock;
    private final Rephrasings rephrasings = new Rephrasings(lex, tokenizer, kinds);
    private final FramePlanner frames;
    private volatile SchemaVocabulary lastVocabulary;
    private final FollowUpPlanner followUps = new FollowUpPlanner(this::generateWhole, this::queryPlan, renderer,
            new SortKeys(lex, tokenizer));

    /** Creates a planner with askdb's built-in vocabulary ({@code lexicon.properties}) and no semantic model. */
    public KeywordPlanner() {
        this(SemanticModel.empty(""));
    }

    /**
     * Creates a planner that also answers questions about the model's metrics.
     *
     * @param model the database's semantic model, checked against its catalog (as
     *              {@code SemanticModels.read} returns it); an empty model plans as {@link #KeywordPlanner()}
     * @throws NullPointerException when model is null
     */
    public KeywordPlanner(SemanticModel model) {
        this(model, Clock.systemDefaultZone());
    }

    /**
     * Creates a planner that reads ranges such as "the last 90 days", "last month" or "this year"
     * against the clock's today (in the clock's zone); the app sets it from {@code askdb.planner.today}.
     *
     * @param model the database's semantic model, as for {@link #KeywordPlanner(SemanticModel)}; its
     *              entity and dimension synonyms name tables and columns too
     * @param clock the clock giving today, e.g. {@code Clock.fixed(...)} for a fixed day
     * @throws NullPointerException when model or clock is null
     */
    public KeywordPlanner(SemanticModel model, Clock clock) {
        this(model, clock, io.askdb.planner.read.TermSimilarity.none());
    }

    /**
     * Creates a planner that also reads a word no catalog name spells as the catalog phrase most
     * similar to it ("forename" as first name), when clearly so ({@link io.askdb.planner.read.SimilarTerms}
     * gives the measured threshold and margin); each such reading is stated as an assumption.
     *
     * @param model      as for {@link #KeywordPlanner(SemanticModel, Clock)}
     * @param clock      as for {@link #KeywordPlanner(SemanticModel, Clock)}
     * @param similarity the similarity of a question word to a catalog phrase, 0-1 (e.g. in-process embeddings)
     * @throws NullPointerException when any argument is null
     */
    public KeywordPlanner(SemanticModel model, Clock clock, io.askdb.planner.read.TermSimilarity similarity) {
        this.frames = new FramePlanner(Objects.requireNonNull(similarity, "similarity"));
        this.model = Objects.requireNonNull(model, "model");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.metricTerms = MetricTerms.of(model, tokenizer, lex.words("metric.gap"));
        this.joins = new ModelJoins(model);
    }

    /**
     * Plans the question.
     *
     * @param request the question and catalog; not null
     * @return {@link CandidateSql} with a confidence (50-95) and any assumptions made, or
     *         {@link Declined} with a reason and suggestions; never throws for a question
     */
    @Override
    public Generation generate(GenerationRequest request) {
        // plan over the catalog with the model's relationships as foreign keys; the guard and executor keep the request's own
        request = joins.over(Objects.requireNonNull(request, "request"));
        // a follow-up in a conversation ("and only for 2024?", "just the top 3"): read with the earlier turns
        Optional<Generation> followUp = request.earlier().isEmpty() || request.isRepair() ? Optional.empty() : followUps.answer(request);
        if (followUp.isPresent()) return followUp.get();
        Generation whole = generateWhole(request);
        if (!(whole instanceof Declined d) || d.refused() || request.isRepair()) return whole;
        // what the keyword reading declines, the frame planner may read in its stages (read, plan, render)
        FramePlanner.Attempt framed = frames.attempt(request);
        if (framed.generation() instanceof CandidateSql) return framed.generation();
        // a heading whose words match nothing ("Update me: how many ...?"): the question after it, said so
        List<String> unmatched = new ArrayList<>(request.linked().unmatchedTerms());
        Reading reading = reader.read(request.question(), vocabulary(request.catalog()), metricTerms, LocalDate.now(clock), request.linked().values());
        reading.unmatched().forEach(w -> unmatched.add(w.toLowerCase(java.util.Locale.ROOT)));
        // both stopped at words: the reason naming fewer of them is the more exact (the frame planner's also names its stage);
        // the keyword reading's suggestions stay
        Generation declined = exacter(framed, reading) ? new Declined(((Declined) framed.generation()).reason(), d.suggestions(), Usage.NONE) : whole;
        Optional<HeadedQuestion> headed = HeadedQuestion.of(request.question(), unmatched);
        if (headed.isEmpty()) return declined;
        Generation rest = generateWhole(new GenerationRequest(headed.get().rest(), request.catalog(), request.failed(), request.evidence(),
                request.linked(), request.knowledge(), request.examples()));
        if (!(rest instanceof CandidateSql c)) return declined;
        List<String> assumptions = new ArrayList<>(c.assumptions());
        assumptions.add("Read the question after '" + headed.get().heading() + ":' (those words match nothing in this database)");
        List<String> applied = new ArrayList<>(c.appliedTerms());
        for (String w : headed.get().heading().split("[^\\p{L}\\p{N}]+")) if (!w.isBlank()) applied.add(w.toLowerCase(java.util.Locale.ROOT));
        return new CandidateSql(c.sql(), c.reasoning(), assumptions, c.tablesUsed(), c.ambiguousTerms(), c.confidence(), c.usage(),
                c.clarification(), applied);
    }

    /**
     * @return true when the keyword reading stopped at words it could not match or conditions it could not apply (and read no
     *         metric and no ambiguous value), and the frame planner stopped at fewer words than those
     */
    private static boolean exacter(FramePlanner.Attempt framed, Reading r) {
        if (r.writeVerb() != null || !r.metrics().isEmpty() || !r.ambiguousValues().isEmpty()) return false;
        int stopped = r.unmatched().size() + r.conditions().size();
        return !framed.stoppedBy().isEmpty() && framed.stoppedBy().size() < stopped;
    }

    private Generation generateWhole(GenerationRequest request) {
        SchemaVocabulary vocab = vocabulary(request.catalog());
        if (request.isRepair()) {
            return new Declined(DeclineReasons.repair(), List.of(DeclineReasons.CONFIGURE_LLM), Usage.NONE);
        }
        LocalDate today = LocalDate.now(clock);
        Reading reading = reader.read(request.question(), vocab, metricTerms, today, request.linked().values());
        if (reading.writeVerb() != null) return Declined.refusal(DeclineReasons.write(reading.writeVerb()));
        // a distinct count ("how many different tracks have been sold") is never a metric's sum: read it without metrics
        if (!reading.metrics().isEmpty() && reading.restrictions().distinct()) reading = reader.read(request.question(), vocab, MetricTerms.NONE, today, request.linked().values());
        if (!reading.metrics().isEmpty()) return metric(reading, request);
        PlanOutcome outcome = builder.build(reading, vocab);
        if (outcome instanceof Unplannable u) {
            List<String> suggestions = rephrasings.suggest(vocab, u.focus(), q -> plan(q, vocab) instanceof QueryPlan);
            return new Declined(u.reason(), suggestions, Usage.NONE);
        }
        QueryPlan p = (QueryPlan) outcome;
        String sql = reading.averaged() ? renderer.renderAverage(p, request.catalog().dialect()) : renderer.render(p, request.catalog().dialect());
        List<String> near = ValueMatcher.nearSpellings(reading.values(), p.filters());
        String describe = reading.averaged() ? describe(p).replaceFirst("^Keyword plan: ", "Keyword plan: average of ") : describe(p);
        return new CandidateSql(sql, describe, ValueMatcher.withNear(p.assumptions(), near), tablesUsed(p), List.of(),
                ValueMatcher.lowered(p.confidence(), near), Usage.NONE, "", reading.read());
    }

    /** @return "planner" */
    @Override
    public String name() {
        return "planner";
    }

    /** @return false: the planner is deterministic, so asked again it writes the same SQL */
    @Override
    public boolean repairs() {
        return false;
    }

    private Generation metric(Reading reading, GenerationRequest request) {
        PlanOutcome outcome = metricBuilder.build(reading, request.catalog());
        if (outcome instanceof Unplannable u) return new Declined(u.reason(), List.of(DeclineReasons.CONFIGURE_LLM), Usage.NONE);
        MetricPlan p = (MetricPlan) outcome;
        List<String> tables = new ArrayList<>();
        tables.add(p.fact().id().displayName());
        for (Hop h : p.path()) tables.add(h.to().id().displayName());
        String sql = metricRenderer.render(p, request.catalog().dialect());
        String per = p.group() != null ? " per " + p.group().table().id().name()
                : p.timeGrain() != null ? " per " + p.timeGrain() : "";
        String describe = "Metric plan: " + p.metric().name() + " = " + p.metric().expression() + " over "
                + p.fact().id().name() + per + where(p.filters()) + (p.limit() != null ? "; top " + p.limit() : "") + ".";
        List<String> near = ValueMatcher.nearSpellings(reading.values(), p.filters());
        return new CandidateSql(sql, describe, ValueMatcher.withNear(p.assumptions(), near), tables, List.of(),
                ValueMatcher.lowered(p.confidence(), near), Usage.NONE, "", reading.read());
    }

    /** @return the plan of a question without a metric or an average, as {@link #generateWhole} builds it, or empty */
    private Optional<QueryPlan> queryPlan(GenerationRequest request) {
        SchemaVocabulary vocab = vocabulary(request.catalog());
        Reading reading = reader.read(request.question(), vocab, metricTerms, LocalDate.now(clock), request.linked().values());
        if (!reading.metrics().isEmpty() || reading.averaged()) return Optional.empty();
        return builder.build(reading, vocab) instanceof QueryPlan p ? Optional.of(p) : Optional.empty();
    }

    private PlanOutcome plan(String question, SchemaVocabulary vocab) {
        return builder.build(reader.read(question, vocab, MetricTerms.NONE, LocalDate.now(clock)), vocab);
    }

    private SchemaVocabulary vocabulary(Catalog catalog) {
        SchemaVocabulary v = lastVocabulary;
        if (v == null || v.catalog() != catalog) {
            v = new SchemaVocabulary(catalog, tokenizer, SynonymVocabulary.of(model, catalog, tokenizer, lex));
            lastVocabulary = v;
        }
        return v;
    }

    private static String where(List<ValueFilter> filters) {
        StringBuilder s = new StringBuilder();
        for (ValueFilter f : filters) s.append("; where ").append(f.ref().display()).append(f.spellings().size() == 1 ? " = " : " IN ").append(f.literal());
        return s.toString();
    }

    private static List<String> tablesUsed(QueryPlan p) {
        List<String> out = new ArrayList<>();
        out.add(p.fact().id().displayName());
        for (Hop h : p.path()) out.add(h.to().id().displayName());
        return out;
    }

    private static String describe(QueryPlan p) {
        StringBuilder s = new StringBuilder("Keyword plan: ");
        String fact = p.fact().id().name();
        if (p.aggregate() == Aggregate.NONE) {
            s.append(p.measure() == null ? "list " + fact : "rank " + fact + " by " + p.measure().name());
        } else {
            s.append(p.aggregate().function()).append(" of ")
                    .append(p.measure() == null ? fact + " rows" : fact + "." + p.measure().name());
        }
        if (p.group() != null && p.aggregate() != Aggregate.NONE) s.append(" per ").append(p.group().table().id().name());
        for (Hop h : p.path()) {
            s.append("; join ").append(h.from().id().name()).append(" to ").append(h.to().id().name())
                    .append(" on ").append(String.join(", ", h.key().columns()));
        }
        s.append(where(p.filters()));
        if (p.limit() != null) s.append("; top ").append(p.limit());
        return s.append('.').toString();
    }
}

package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.Usage;
import io.askdb.planner.plan.CompoundPlan;
import io.askdb.planner.plan.NestedPlan;
import io.askdb.planner.plan.NestedPlanner;
import io.askdb.planner.plan.PlanOutcome;
import io.askdb.planner.plan.SelectPlan;
import io.askdb.planner.plan.SelectPlanner;
import io.askdb.planner.plan.Unplanned;
import io.askdb.planner.read.Chunker;
import io.askdb.planner.read.Chunk;
import io.askdb.planner.read.AggregateNumbers;
import io.askdb.planner.read.Cues;
import io.askdb.planner.read.EachGroups;
import io.askdb.planner.read.WholeRows;
import io.askdb.planner.read.QuestionShape;
import io.askdb.planner.read.NestedReader;
import io.askdb.planner.read.Nesting;
import io.askdb.planner.read.ReadOutcome;
import io.askdb.planner.read.SchemaTerms;
import io.askdb.planner.read.ShapeReader;
import io.askdb.planner.read.RelationVerbs;
import io.askdb.planner.read.VerbColumns;
import io.askdb.planner.read.VerbTables;
import io.askdb.planner.read.SimilarTerms;
import io.askdb.planner.read.TermSimilarity;
import io.askdb.planner.read.Unread;
import io.askdb.planner.read.Word;
import io.askdb.planner.read.Words;
import io.askdb.planner.render.NestedRenderer;
import io.askdb.planner.render.SelectRenderer;
import java.util.ArrayList;
import java.util.List;

/**
 * The frame planner, in its stages: read (words, then chunks, then the question's shape:
 * {@code io.askdb.planner.read}), plan (the shape over the catalog's tables and keys:
 * {@code io.askdb.planner.plan}), render (SQL through jOOQ: {@code io.askdb.planner.render}).
 * Each stage's output is a record the next takes; a stage that cannot go on says so, and the
 * decline names the stage and the words that stopped it.
 */
final class FramePlanner {
    private static final int CONFIDENCE = 60;

    private final Chunker chunker = new Chunker(Cues.standard());
    private final ShapeReader shapes = new ShapeReader();
    private final SelectPlanner planner = new SelectPlanner();
    private final SelectRenderer renderer = new SelectRenderer();
    private final NestedReader nested = new NestedReader(Cues.standard());
    private final NestedPlanner nestedPlanner = new NestedPlanner();
    private final NestedRenderer nestedRenderer = new NestedRenderer();
    private final SimilarTerms synonyms;
    private volatile SchemaTerms lastTerms;

    /** A frame planner that reads no synonyms. */
    FramePlanner() {
        this(TermSimilarity.none());
    }

    /** @param similarity the measured similarity that reads synonyms of catalog phrases; not null ({@link TermSimilarity#none()} for none) */
    FramePlanner(TermSimilarity similarity) {
        this.synonyms = new SimilarTerms(similarity);
    }

    /**
     * @param request the question and catalog
     * @return {@link CandidateSql}, or {@link Declined} whose reason names the stage ("read" or "plan")
     */
    Generation generate(GenerationRequest request) {
        return attempt(request).generation();
    }

    /**
     * What the frame planner made of a question, and when it declined, the words that stopped it.
     *
     * @param generation {@link CandidateSql}, or {@link Declined} whose reason names the stage ("Reading the question", "Planning the query")
     * @param stoppedBy  the words or phrases that stopped it, as written; empty when it answered or named none
     */
    record Attempt(Generation generation, List<String> stoppedBy) {
        Attempt {
            java.util.Objects.requireNonNull(generation, "generation");
            stoppedBy = List.copyOf(stoppedBy);
        }
    }

    /**
     * @param request the question and catalog
     * @return the candidate SQL, or the decline with the words that stopped it
     */
    Attempt attempt(GenerationRequest request) {
        List<Word> words = Words.of(request.question());
        SchemaTerms terms = terms(request.catalog());
        // synonyms by measured similarity for words the catalog's own names left unplaced, then nested conditions
        SimilarTerms.Placed placed = synonyms.place(chunker.read(words, terms, request.linked().values()), words, terms);
        // "all the information about ...": whole rows; "each" and "every" as groupings or as every row
        WholeRows.Read whole = WholeRows.read(placed.chunks(), Cues.standard());
        List<Chunk> grouped = AggregateNumbers.read(EachGroups.read(whole.chunks(), Cues.standard()));
        // verbs: between two joined mentions a link ("customers who made orders"); the column a condition or order is on
        // ("missions launched after 1928"); the table joining the two mentions ("students enrolled in courses")
        List<Chunk> linked = RelationVerbs.read(grouped, request.catalog(), request.linked().values());
        Nesting nesting = nested.read(VerbTables.read(VerbColumns.read(linked), request.catalog()));
        List<Chunk> outer = nesting.outer();
        ReadOutcome read = shapes.read(outer);
        if (read instanceof Unread u) return declined("Reading the question: " + u.reason(), u.words());
        QuestionShape shape = (QuestionShape) read;
        if (whole.wholeRows()) {
            if (!shape.items().isEmpty() || shape.count() || shape.subject() == null) {
                return declined("Reading the question: I cannot show all the information about rows together with other columns or counts.",
                        List.of());
            }
            shape = shape.withWholeRows();
        }
        PlanOutcome planned = nesting.nests().isEmpty() ? planner.plan(shape, request.catalog())
                : nestedPlanner.plan(shape, nesting.nests(), request.catalog());
        if (planned instanceof Unplanned u) return declined("Planning the query: " + u.reason(), u.words());
        var dialect = request.catalog().dialect();
        SelectPlan plan;
        String sql;
        if (planned instanceof NestedPlan n) {
            plan = n.outer();
            sql = nestedRenderer.render(n, dialect);
        } else if (planned instanceof CompoundPlan c) {
            plan = c.left();
            sql = nestedRenderer.render(c, dialect);
        } else {
            plan = (SelectPlan) planned;
            sql = renderer.render(plan, dialect);
        }
        List<String> tables = new ArrayList<>();
        for (var t : plan.tables()) tables.add(t.id().displayName());
        List<String> assumptions = new ArrayList<>(placed.assumptions());
        assumptions.addAll(plan.assumptions());
        return new Attempt(new CandidateSql(sql, "Frame plan: " + describe(plan) + ".", assumptions, tables, List.of(), CONFIDENCE,
                Usage.NONE, "", shape.read()), List.of());
    }

    private static Attempt declined(String reason, List<String> words) {
        return new Attempt(new Declined(reason, List.of(DeclineReasons.CONFIGURE_LLM), Usage.NONE), words);
    }

    private SchemaTerms terms(Catalog catalog) {
        SchemaTerms t = lastTerms;
        if (t == null || t.catalog() != catalog) {
            t = new SchemaTerms(catalog);
            lastTerms = t;
        }
        return t;
    }

    private static String describe(SelectPlan p) {
        StringBuilder s = new StringBuilder(p.distinct() ? "distinct " : "");
        List<String> outs = new ArrayList<>();
        for (var o : p.select()) {
            String col = o.ref() == null ? "*" : o.ref().table().id().name() + "." + o.ref().column().name();
            outs.add(o.aggregate() == null ? col : o.aggregate().name().toLowerCase(java.util.Locale.ROOT) + "(" + (o.distinct() ? "distinct " : "") + col + ")");
        }
        s.append(String.join(", ", outs)).append(" from ").append(p.from().id().name());
        for (var j : p.joins()) s.append(" join ").append(j.table().id().name());
        if (!p.where().isEmpty()) s.append(" where ").append(p.where().size()).append(p.where().size() == 1 ? " condition" : " conditions");
        if (!p.groupBy().isEmpty()) s.append(" grouped");
        if (!p.orderBy().isEmpty()) s.append(" ordered");
        if (p.limit() != null) s.append(" first ").append(p.limit());
        return s.toString();
    }
}

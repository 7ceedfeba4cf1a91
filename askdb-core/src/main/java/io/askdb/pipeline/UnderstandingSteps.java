package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.catalog.Catalog;
import io.askdb.conversation.Rewrite;
import io.askdb.conversation.Turn;
import io.askdb.history.HistoryEntry;
import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import io.askdb.routing.Route;
import io.askdb.validation.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Steps 1 to 3: route, rewrite a follow-up, link the schema and values, retrieve evidence and examples. */
final class UnderstandingSteps {
    /** Earlier turns a follow-up is rewritten with. */
    static final int TURNS = 5;
    /** Passages of evidence and examples offered per question. */
    static final int RETRIEVED = 3;
    /** Value matches offered per question. */
    static final int VALUES = 8;
    /** Extra tables linked when repair re-links after an unknown name. */
    static final int RELINK_EXTRA = 5;

    private final AgentSetup setup;
    private final Catalog catalog;

    UnderstandingSteps(AgentSetup setup, Catalog catalog) {
        this.setup = setup;
        this.catalog = catalog;
    }

    StepResult route(AskState s) {
        Route route = setup.router().route(s.question().text());
        if (route instanceof Route.Refuse refuse) {
            return StepResult.finish(Finish.of(Status.REFUSED, null, refuse.reason(), List.of()), "refused: asks to change data");
        }
        if (route instanceof Route.Reply reply) {
            return StepResult.finish(Finish.of(Status.UNANSWERABLE, null, reply.text(),
                    List.of("Ask about the data, for example \"How many customers are there?\"")), "not about the data");
        }
        return StepResult.of("about the data", Map.of());
    }

    StepResult rewrite(AskState s) {
        String id = s.question().conversationId();
        if (id.isEmpty()) return StepResult.of("no conversation", Map.of());
        List<Turn> turns = new ArrayList<>();
        for (HistoryEntry e : setup.history().conversation(id, s.question().caller().id(), TURNS)) {
            if (!e.answeredQuestion().isBlank()) turns.add(new Turn(e.answeredQuestion(), e.sql()));
        }
        if (turns.isEmpty()) return StepResult.of("first question of the conversation", Map.of());
        if (setup.rewriter() == io.askdb.conversation.FollowUpRewriter.NONE) {
            // no rewriter: the generator gets the earlier turns (the offline planner reads a follow-up with them)
            return StepResult.of("not rewritten: no follow-up rewriter; " + turns.size() + (turns.size() == 1 ? " earlier turn goes"
                    : " earlier turns go") + " to the generator", Map.of(AskState.EARLIER, List.copyOf(turns)));
        }
        Rewrite rewrite = setup.rewriter().rewrite(s.question().text(), turns);
        String outcome = rewrite.merged() ? "follow-up rewritten: " + rewrite.question() : "stands alone";
        return new StepResult(Map.of(AskState.TEXT, rewrite.question(), AskState.REWRITTEN, rewrite.merged()),
                outcome, rewrite.usage());
    }

    StepResult link(AskState s) {
        if (setup.linker() == null) return StepResult.of("skipped: the generator selects tables", Map.of());
        String text = s.text();
        int max = setup.maxLinkedTables();
        if (s.relink()) {
            text = text + " " + String.join(" ", identifierWords(s.relinkHints()));
            max += RELINK_EXTRA;
        }
        LinkedSchema linked = setup.linker().link(text, s.question().evidence(), catalog, Math.min(200, max));
        if (s.relink()) {
            // unmatched terms describe the question, not the names added to widen the search
            LinkedSchema first = s.linked();
            linked = new LinkedSchema(linked.tables(), linked.joinPaths(), linked.values(), first.unmatchedTerms());
        }
        List<ValueMatch> values = setup.valueLinker().link(s.text(), catalog, VALUES);
        if (!values.isEmpty()) linked = linked.withValues(values);
        return StepResult.of(linkOutcome(linked, catalog.tables().size(), s.relink()), Map.of(AskState.LINKED, linked, AskState.RELINK, false));
    }

    /**
     * @return e.g. "3 of 11 tables (Album, Artist, Track); 1 value match: Artist.Name = 'AC/DC'", or
     *         "no stored value named; the generator picks the tables" (a values-only linker that found nothing)
     */
    static String linkOutcome(LinkedSchema linked, int tables, boolean relinked) {
        final int NAMED_TABLES = 20;
        List<String> parts = new ArrayList<>();
        if (!linked.tables().isEmpty()) {
            int n = linked.tables().size();
            parts.add(n + " of " + tables + " tables (" + linked.tables().stream().limit(NAMED_TABLES)
                    .map(t -> t.table().displayName()).collect(java.util.stream.Collectors.joining(", "))
                    + (n > NAMED_TABLES ? ", …" : "") + ")");
        }
        int matches = linked.values().size();
        if (matches > 0) {
            parts.add(matches + " value match" + (matches == 1 ? "" : "es") + ": " + linked.values().stream().limit(3)
                    .map(v -> v.table().displayName() + "." + v.column() + " = '" + v.stored() + "'")
                    .collect(java.util.stream.Collectors.joining(", ")) + (matches > 3 ? ", …" : ""));
        }
        String outcome = parts.isEmpty() ? "no stored value named; the generator picks the tables" : String.join("; ", parts);
        return relinked ? outcome + " (re-linked)" : outcome;
    }

    StepResult retrieve(AskState s) {
        List<EvidenceChunk> knowledge = setup.evidence().find(s.text(), RETRIEVED);
        List<Example> examples = setup.examples().find(s.text(), RETRIEVED);
        return StepResult.of(knowledge.size() + " evidence passage" + (knowledge.size() == 1 ? "" : "s") + ", "
                + examples.size() + " example" + (examples.size() == 1 ? "" : "s"),
                Map.of(AskState.KNOWLEDGE, knowledge, AskState.EXAMPLES, examples));
    }

    /** The words of the names a violation was about ("p.state", "customer.name"), to widen re-linking. */
    private static List<String> identifierWords(List<String> names) {
        List<String> words = new ArrayList<>();
        for (String n : names) {
            for (String w : n.split("[^\\p{L}\\p{N}_]+")) {
                if (w.length() > 1) words.add(w);
            }
        }
        return words;
    }

    /** @return true when a violation names an unknown table or column */
    static boolean unknownName(List<Violation> violations) {
        return violations.stream().anyMatch(Violation::unknownName);
    }
}

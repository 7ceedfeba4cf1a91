package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.semantic.Dimension;
import io.askdb.semantic.Entity;
import io.askdb.semantic.SemanticModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The words a semantic model gives tables and columns: an entity's name and synonyms name its
 * table ("orders" for Invoice), a dimension's name names its column exactly and its synonyms name it
 * weakly ("job title" for Employee.Title). Single words that are stop words of the planner
 * ("record") are skipped: they would swallow questions that use them as fillers. An entity term
 * that spells a stored value of exactly one text column of its table ("sales support agent",
 * Employee.Title 'Sales Support Agent') names the table's rows holding that value, so the planner
 * filters on it. Other entity terms of several words ("support rep", "music style") are skipped:
 * they may name a kind of row the planner cannot tell apart, and counting every row would be wrong.
 * Tables or entities not in the catalog and hidden entities are skipped.
 */
final class SynonymVocabulary {
    static final SynonymVocabulary NONE = new SynonymVocabulary();

    private final Map<List<String>, List<Table>> tables = new LinkedHashMap<>();
    private final Map<List<String>, List<Mention.Match>> columns = new LinkedHashMap<>();
    private final Map<List<String>, ValueMention.Candidate> defining = new HashMap<>();
    private int longest = 1;

    private SynonymVocabulary() {
    }

    static SynonymVocabulary of(SemanticModel model, Catalog catalog, QuestionTokenizer words, Lexicon lex) {
        SynonymVocabulary v = new SynonymVocabulary();
        for (Entity e : model.entities()) {
            Optional<Table> table = catalog.table(e.table());
            if (table.isEmpty() || !e.visible()) continue;
            Table t = table.get();
            for (String term : e.terms()) {
                List<String> stems = v.stems(words, lex, term);
                if (stems.isEmpty() || stems.equals(words.identifierWords(t.id().name()))) continue;
                ValueMention.Candidate value = definingValue(t, stems, lex);
                if (stems.size() > 1 && value == null) continue;
                List<Table> named = v.tables.computeIfAbsent(stems, k -> new ArrayList<>());
                if (!named.contains(t)) named.add(t);
                if (value != null) v.defining.put(stems, value);
            }
            for (Dimension d : e.dimensions()) {
                Optional<Column> column = t.column(d.column());
                if (column.isEmpty()) continue;
                ColumnRef ref = new ColumnRef(t, column.get());
                List<String> own = words.identifierWords(column.get().name());
                for (String term : d.synonyms()) v.addColumn(v.stems(words, lex, term), ref, 1, own);
                v.addColumn(v.stems(words, lex, d.name()), ref, 0, own);
            }
        }
        return v;
    }

    private void addColumn(List<String> stems, ColumnRef ref, int strength, List<String> own) {
        if (stems.isEmpty() || stems.equals(own)) return;
        List<Mention.Match> named = columns.computeIfAbsent(stems, k -> new ArrayList<>());
        if (named.stream().noneMatch(m -> m.ref().equals(ref))) named.add(new Mention.Match(ref, strength));
    }

    /** @return the term's stems, or empty for a single stop word */
    private List<String> stems(QuestionTokenizer words, Lexicon lex, String term) {
        List<Token> tokens = words.tokenize(term);
        if (tokens.size() == 1 && lex.isStopWord(tokens.get(0).raw())) return List.of();
        longest = Math.max(longest, tokens.size());
        return tokens.stream().map(Token::stem).toList();
    }

    /** @return the one text column value of the table spelling these stems, or null when none or several */
    private static ValueMention.Candidate definingValue(Table t, List<String> stems, Lexicon lex) {
        ValueMention.Candidate found = null;
        for (Column c : t.columns()) {
            if (!ColumnKinds.isText(c)) continue;
            for (String value : c.sampleValues()) {
                if (value == null || !ValueMatcher.words(value).stream().map(lex::stem).toList().equals(stems)) continue;
                if (found != null) return null;
                found = new ValueMention.Candidate(new ColumnRef(t, c), value);
            }
        }
        return found;
    }

    List<Table> tablesNamed(List<String> phrase) {
        return tables.getOrDefault(phrase, List.of());
    }

    List<Mention.Match> columnsNamed(List<String> phrase) {
        return columns.getOrDefault(phrase, List.of());
    }

    /** Adds the stored value each table mention's words stand for ("sales support agents": Title 'Sales Support Agent'). */
    void addDefinedValues(QuestionReader.Pass p, List<Mention> mentions, List<ValueMention> values) {
        if (defining.isEmpty()) return;
        for (Mention m : mentions) {
            if (m.start() < 0 || !m.namesTable()) continue;
            List<String> stems = new ArrayList<>();
            for (int k = m.start(); k < m.end(); k++) stems.add(p.t(k).stem());
            ValueMention.Candidate c = defining.get(stems);
            if (c != null) values.add(new ValueMention(m.start(), m.end(), m.text(), List.of(c)));
        }
    }

    int longestPhrase() {
        return longest;
    }
}

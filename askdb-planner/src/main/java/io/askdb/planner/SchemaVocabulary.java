package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The words of one catalog: each table and column name split into stemmed words
 * ("InvoiceLine" -> invoice line, also "invoiceline"), looked up by phrase; plus the words the
 * semantic model gives them ({@link SynonymVocabulary}).
 */
final class SchemaVocabulary {
    private final Catalog catalog;
    private final Map<List<String>, List<Table>> tables = new LinkedHashMap<>();
    private final Map<List<String>, List<ColumnRef>> columns = new LinkedHashMap<>();
    private final Map<ColumnRef, List<String>> columnWords = new HashMap<>();
    private final Map<Table, List<String>> tableWords = new HashMap<>();
    private final SynonymVocabulary synonyms;
    private int longest = 1;
    private volatile SampledValues sampledValues;

    SchemaVocabulary(Catalog catalog, QuestionTokenizer words) {
        this(catalog, words, SynonymVocabulary.NONE);
    }

    SchemaVocabulary(Catalog catalog, QuestionTokenizer words, SynonymVocabulary synonyms) {
        this.catalog = catalog;
        this.synonyms = synonyms;
        for (Table t : catalog.tables()) {
            List<String> w = words.identifierWords(t.id().name());
            if (w.isEmpty()) continue;
            tableWords.put(t, w);
            for (List<String> phrase : phrasesOf(w)) tables.computeIfAbsent(phrase, k -> new ArrayList<>()).add(t);
            for (Column c : t.columns()) {
                List<String> cw = words.identifierWords(c.name());
                if (cw.isEmpty()) continue;
                ColumnRef ref = new ColumnRef(t, c);
                columnWords.put(ref, cw);
                for (List<String> phrase : phrasesOf(cw)) columns.computeIfAbsent(phrase, k -> new ArrayList<>()).add(ref);
            }
        }
    }

    private List<List<String>> phrasesOf(List<String> w) {
        longest = Math.max(longest, w.size());
        return w.size() == 1 ? List.of(w) : List.of(w, List.of(String.join("", w)));
    }

    Catalog catalog() {
        return catalog;
    }

    /**
     * @return the catalog's sampled values read with the lexicon, built on first use and kept, since
     *         the same vocabulary serves every question on this catalog (a benign race at most builds it twice)
     */
    SampledValues sampledValues(Lexicon lex) {
        SampledValues s = sampledValues;
        if (s == null || s.lexicon() != lex) {
            s = new SampledValues(lex, this);
            sampledValues = s;
        }
        return s;
    }

    /** @return the longest name, in words */
    int longestPhrase() {
        return Math.max(longest, synonyms.longestPhrase());
    }

    /** @return the tables named so, by the catalog and then by the semantic model */
    List<Table> tablesNamed(List<String> phrase) {
        List<Table> own = tables.getOrDefault(phrase, List.of());
        List<Table> more = synonyms.tablesNamed(phrase);
        if (more.isEmpty()) return own;
        List<Table> all = new ArrayList<>(own);
        for (Table t : more) if (!all.contains(t)) all.add(t);
        return all;
    }

    /** @return the words the semantic model gives tables and columns */
    SynonymVocabulary synonyms() {
        return synonyms;
    }

    List<ColumnRef> columnsNamed(List<String> phrase) {
        return columns.getOrDefault(phrase, List.of());
    }

    /** @return true when some table or column is named exactly this one word */
    boolean isName(String word) {
        return tables.containsKey(List.of(word)) || columns.containsKey(List.of(word));
    }

    /** @return columns of two or more words whose last word is this one ("country" -> BillingCountry) */
    List<ColumnRef> columnsEndingWith(String word) {
        List<ColumnRef> out = new ArrayList<>();
        columnWords.forEach((ref, w) -> {
            if (w.size() > 1 && w.get(w.size() - 1).equals(word)) out.add(ref);
        });
        out.sort(SchemaVocabulary::byName);
        return out;
    }

    /** @return columns whose last word is this one, of any length */
    List<ColumnRef> columnsWithLastWord(String word) {
        List<ColumnRef> out = new ArrayList<>();
        columnWords.forEach((ref, w) -> {
            if (w.get(w.size() - 1).equals(word)) out.add(ref);
        });
        out.sort(SchemaVocabulary::byName);
        return out;
    }

    /** @return true when a word of some column's name begins with this prefix ("support" for SupportRepId) */
    boolean hasColumnWordStarting(String prefix) {
        for (List<String> w : columnWords.values()) {
            for (String word : w) if (word.startsWith(prefix)) return true;
        }
        return false;
    }

    /** @return the stemmed words of a table's name */
    List<String> words(Table t) {
        return tableWords.getOrDefault(t, List.of(t.id().name().toLowerCase(java.util.Locale.ROOT)));
    }

    private static int byName(ColumnRef a, ColumnRef b) {
        int c = a.table().id().compareTo(b.table().id());
        return c != 0 ? c : a.column().name().compareTo(b.column().name());
    }
}

package io.askdb.planner;

import java.util.regex.Pattern;
import io.askdb.catalog.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads numeric comparisons among a question's unclaimed words: an operator ("over", "less than",
 * "at least", "between ... and ..."), or a verb of price ("cost 1.99", read as equality), then a
 * number (digits, a decimal such as 1.99, or a number word; a currency sign is dropped) and an
 * optional unit ("5 minutes"). What is compared is the comparative itself ("longer than": a
 * length), the verb ("cost": a price), or the column named right before ("a total over $10");
 * else nothing, and the planner decides. A number followed by a table name ("more than 10
 * albums") compares a count of that table's rows: the comparison's subject is then the table.
 */
final class ConditionReader {
    private static final Pattern DECIMAL = Pattern.compile("\\d{1,9}\\.\\d{1,6}");
    private static final String[] OPS = {"gt", "lt", "ge", "le", "eq", "between"};
    private static final Condition.Op[] OP_OF = {Condition.Op.GT, Condition.Op.LT, Condition.Op.GE, Condition.Op.LE,
        Condition.Op.EQ, Condition.Op.BETWEEN};

    private final Lexicon lex;
    private final Lexicon words;
    private final SchemaVocabulary vocab;

    ConditionReader(Lexicon lex, Lexicon words, SchemaVocabulary vocab) {
        this.lex = lex;
        this.words = words;
        this.vocab = vocab;
    }

    /** Claims every comparison found, takes the column named before it out of mentions, and returns them in order. */
    List<Restrictions.Compared> read(QuestionReader.Pass p, List<Mention> mentions) {
        List<Restrictions.Compared> out = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.used[i]) continue;
            int start = i, at = i;
            Mention subject = null;
            Condition.Op op = null;
            if (words.words("compare.verb").contains(p.raw(i))) {
                subject = synonymsOf(words.words("compare.verb.subject").get(0), p.raw(i), i);
                if (subject == null) continue;
                at = i + 1;
                op = Condition.Op.EQ;
            }
            int[] phrase = operatorAt(p, at);
            if (phrase[1] > 0) {
                op = OP_OF[phrase[0]];
                List<String> said = words.words("compare.subject." + p.raw(at));
                if (!said.isEmpty()) {
                    subject = synonymsOf(said.get(0), p.raw(at), at);
                    if (subject == null) continue;
                }
                at += phrase[1];
            } else if (op == null) {
                continue;
            }
            int end = at;
            BigDecimal value = number(p, end);
            if (value == null) continue;
            end++;
            BigDecimal upper = null;
            if (op == Condition.Op.BETWEEN) {
                if (end + 1 >= p.size() || !p.raw(end).equals("and") || number(p, end + 1) == null) continue;
                upper = number(p, end + 1);
                end += 2;
            }
            long unit = 0;
            if (end < p.size() && !p.used[end] && millis(p.raw(end)) > 0) {
                unit = millis(p.raw(end++));
            } else if (end < p.size() && !p.used[end] && words.words("unit.money").contains(p.raw(end))) {
                end++;
            }
            if (comparesCount(p, end, mentions)) {
                // "albums with more than 20 tracks": a count of the rows of the table named after the number
                int after = end;
                Mention counted = mentions.stream().filter(m -> m.start() == after && m.namesTable() && m.tables().size() == 1)
                        .findFirst().orElse(null);
                if (counted == null || unit != 0 || subject != null) continue;
                mentions.remove(counted);
                out.add(new Restrictions.Compared(p.text(start, counted.end() - start), counted, op, value, upper, 0));
                p.claim(start, end - start);
                i = counted.end() - 1;
                continue;
            }
            if (subject == null) subject = columnBefore(p, start, mentions);
            if (subject != null && subject.start() < start) mentions.remove(subject);
            out.add(new Restrictions.Compared(p.text(start, end - start), subject, op, value, upper, unit));
            p.claim(start, end - start);
            i = end - 1;
        }
        return out;
    }

    /** @return {operator index, length} of the longest operator phrase at i; length 0 when none */
    private int[] operatorAt(QuestionReader.Pass p, int i) {
        int[] best = {0, 0};
        if (i >= p.size()) return best;
        for (int k = 0; k < OPS.length; k++) {
            int len = p.phraseAt(i, words.phrases("compare." + OPS[k]));
            if (len > best[1]) best = new int[] {k, len};
        }
        return best;
    }

    /** @return the number at i (12, five, 1.99), or null */
    static BigDecimal number(QuestionReader.Pass p, int i) {
        if (i >= p.size() || p.used[i]) return null;
        if (p.t(i).number() != null) return BigDecimal.valueOf(p.t(i).number());
        return DECIMAL.matcher(p.raw(i)).matches() ? new BigDecimal(p.raw(i)) : null;
    }

    private long millis(String word) {
        for (String pair : words.words("unit.millis")) {
            int c = pair.indexOf(':');
            if (pair.substring(0, c).equals(word)) return Long.parseLong(pair.substring(c + 1));
        }
        return 0;
    }

    /** @return true when a table's name follows the number: "more than 10 albums" compares a count */
    private boolean comparesCount(QuestionReader.Pass p, int end, List<Mention> mentions) {
        if (end >= p.size()) return false;
        for (Mention m : mentions) {
            if (m.start() == end && m.namesTable()) return true;
        }
        return !p.used[end] && !vocab.tablesNamed(List.of(p.t(end).stem())).isEmpty();
    }

    /** @return the column mention ending right before i (stop words between allowed), or null */
    private Mention columnBefore(QuestionReader.Pass p, int i, List<Mention> mentions) {
        int j = i;
        while (j > 0 && !p.used[j - 1] && lex.isStopWord(p.raw(j - 1))) j--;
        for (Mention m : mentions) {
            if (m.end() == j && !m.namesTable() && !m.columns().isEmpty()) return m;
        }
        return null;
    }

    /** @return a mention of the columns a word may mean through the lexicon's synonyms, or null when none */
    private Mention synonymsOf(String word, String written, int at) {
        List<Mention.Match> columns = new ArrayList<>();
        List<String> synonyms = lex.synonyms(word);
        for (int k = 0; k < synonyms.size(); k++) {
            for (ColumnRef ref : vocab.columnsWithLastWord(synonyms.get(k))) {
                if (columns.stream().noneMatch(m -> m.ref().equals(ref))) columns.add(new Mention.Match(ref, 2 + k));
            }
        }
        return columns.isEmpty() ? null : new Mention(at, at + 1, written, List.<Table>of(), columns);
    }
}

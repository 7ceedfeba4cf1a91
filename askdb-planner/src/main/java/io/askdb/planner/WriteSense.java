package io.askdb.planner;

import java.util.List;

/**
 * Tells whether a write verb at the head of a clause is aimed at the data, from the words after
 * it (issue 15, case N14; the words are the lexicon's {@code cue.write.*} keys). A verb is used
 * about something else when its object is the asker and a topic follows ("update me on the
 * sales", {@code cue.write.asker}; "delete me" and "remove us from the list" still command) or when "to" and a unit of length, precision, time grain or letter case
 * follow ("truncate the product names to 3 letters", "truncate the dates to the month", {@code
 * cue.write.shape}): that shapes what a SELECT shows. "Update the price of track 1 to 2" sets a
 * value and still commands. A verb whose object is a property of how the output looks ({@code
 * cue.write.output}: duplicates, decimals, nulls, leading zeros, the time part...) and that is
 * joined to a read ("Remove duplicates and list the countries", "Replace nulls with 0 and show the
 * totals") shapes a SELECT too; alone, or with a stored thing before the read ({@code
 * cue.write.output.stored}: "from the orders table"), it still commands.
 */
final class WriteSense {
    private final Lexicon lex;

    WriteSense(Lexicon lex) {
        this.lex = lex;
    }

    /**
     * @param words the clause's words, lower-cased
     * @param from  the index of the first word after the verb
     * @return true when the verb is used about the asker or about the shape of the output
     */
    boolean aboutAskerOrOutput(String[] words, int from) {
        return aboutAsker(words, from) || shapesOutput(words, from);
    }

    /**
     * @param words the clause's words, lower-cased
     * @param from  the index of the first word after the verb
     * @return true when no word after the verb aims it at stored things ({@code cue.write.target}:
     *         "every", "the", "rows", ...), as in a heading such as "Delete statistics"
     */
    boolean untargeted(String[] words, int from) {
        List<String> targets = lex.words("cue.write.target");
        for (int i = from; i < words.length; i++) {
            if (targets.contains(words[i])) return false;
        }
        return true;
    }

    /**
     * @param words    the clause's words, lower-cased
     * @param from     the index of the first word after the verb
     * @param readNext true when the next clause asks to read
     * @return true when the verb's object is a property of the output's look ({@code cue.write.output}
     *         after {@code cue.write.output.skip} words) and a read follows it with no stored thing
     *         between: "and" or "then" and a read cue in the clause, or a next clause that reads
     */
    boolean shapesOutputForRead(String[] words, int from, boolean readNext) {
        int at = from;
        while (at < words.length && lex.words("cue.write.output.skip").contains(words[at])) at++;
        if (phraseLength(words, at, lex.phrases("cue.write.output")) == 0) return false;
        for (int i = at; i < words.length; i++) {
            if (lex.words("cue.write.output.stored").contains(words[i])) return false;
            if ((words[i].equals("and") || words[i].equals("then")) && readsAt(words, i + 1)) return true;
        }
        return readNext;
    }

    /** @return true when a read cue opens the words at {@code at}, after any request phrases ("and then please list") */
    private boolean readsAt(String[] words, int at) {
        int i = at;
        while (i < words.length) {
            int len = phraseLength(words, i, lex.phrases("cue.request"));
            if (len == 0) break;
            i += len;
        }
        return i < words.length && (phraseLength(words, i, lex.phrases("cue.list")) > 0
                || lex.words("cue.question").contains(words[i]) || lex.words("cue.write.output.read").contains(words[i]));
    }

    private boolean aboutAsker(String[] words, int from) {
        return from + 1 < words.length && lex.words("cue.write.asker").contains(words[from])
                && lex.words("cue.write.asker.topic").contains(words[from + 1]);
    }

    private boolean shapesOutput(String[] words, int from) {
        for (int i = from; i < words.length; i++) {
            if (!words[i].equals("to")) continue;
            int j = i + 1;
            while (j < words.length && (lex.words("cue.write.shape.skip").contains(words[j]) || lex.number(words[j]) != null)) j++;
            if (phraseLength(words, j, lex.phrases("cue.write.shape")) > 0) return true;
        }
        return false;
    }

    /** @return the length of the longest phrase that starts at {@code at}, or 0 when none does */
    static int phraseLength(String[] words, int at, List<List<String>> phrases) {
        int best = 0;
        for (List<String> phrase : phrases) {
            if (phrase.size() <= best || at + phrase.size() > words.length) continue;
            boolean match = true;
            for (int k = 0; k < phrase.size() && match; k++) match = phrase.get(k).equals(words[at + k]);
            if (match) best = phrase.size();
        }
        return best;
    }
}

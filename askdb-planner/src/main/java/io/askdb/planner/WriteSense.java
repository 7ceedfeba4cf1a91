package io.askdb.planner;

import java.util.List;

/**
 * Tells whether a write verb at the head of a clause is aimed at the data, from the words after
 * it (issue 15, case N14; the words are the lexicon's {@code cue.write.*} keys). A verb is used
 * about something else when its object is the asker and a topic follows ("update me on the
 * sales", {@code cue.write.asker}; "delete me" and "remove us from the list" still command) or when "to" and a unit of length, precision, time grain or letter case
 * follow ("truncate the product names to 3 letters", "truncate the dates to the month", {@code
 * cue.write.shape}): that shapes what a SELECT shows. "Update the price of track 1 to 2" sets a
 * value and still commands.
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

    private boolean aboutAsker(String[] words, int from) {
        return from + 1 < words.length && lex.words("cue.write.asker").contains(words[from])
                && lex.words("cue.write.asker.topic").contains(words[from + 1]);
    }

    private boolean shapesOutput(String[] words, int from) {
        for (int i = from; i < words.length; i++) {
            if (!words[i].equals("to")) continue;
            int j = i + 1;
            while (j < words.length && (lex.words("cue.write.shape.skip").contains(words[j]) || lex.number(words[j]) != null)) j++;
            if (phraseAt(words, j, lex.phrases("cue.write.shape"))) return true;
        }
        return false;
    }

    private static boolean phraseAt(String[] words, int at, List<List<String>> phrases) {
        for (List<String> phrase : phrases) {
            if (at + phrase.size() > words.length) continue;
            boolean match = true;
            for (int k = 0; k < phrase.size() && match; k++) match = phrase.get(k).equals(words[at + k]);
            if (match) return true;
        }
        return false;
    }
}

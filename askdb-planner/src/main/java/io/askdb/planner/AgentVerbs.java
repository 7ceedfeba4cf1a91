package io.askdb.planner;

/**
 * Claims a passive verb and its "by" when the verb names a column ("customers supported by Jane
 * Peacock": SupportRepId), so "by" is read as who did it, never as a grouping cue, and the words
 * after it can be matched as stored values. The verb names a column when, without its "-ed" or
 * "-d", it is at least four letters and begins a word of some column's name.
 */
final class AgentVerbs {
    private AgentVerbs() {
    }

    static void claim(QuestionReader.Pass p, SchemaVocabulary vocab) {
        for (int i = 0; i + 1 < p.size(); i++) {
            if (p.used[i] || p.used[i + 1] || !"by".equals(p.raw(i + 1))) continue;
            String w = p.raw(i);
            if (!w.endsWith("ed")) continue;
            String base = w.substring(0, w.length() - 2);
            boolean names = base.length() >= 4 && vocab.hasColumnWordStarting(base)
                    || base.length() >= 3 && vocab.hasColumnWordStarting(base + "e");
            if (names) {
                p.claim(i, 2);
                p.agent[i] = true;
                p.agent[i + 1] = true;
            }
        }
    }
}

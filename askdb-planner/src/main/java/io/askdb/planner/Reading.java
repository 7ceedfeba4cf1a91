package io.askdb.planner;

import java.util.List;

/**
 * What the reader found in a question, before any plan is chosen.
 *
 * @param aggregate   the first aggregation cue, or null
 * @param aggregateCue the words of that cue, or null
 * @param limit       the number of rows asked for ("top 5"), or null
 * @param limitAt     index of that number's token, or -1
 * @param rankAt      index of a ranking word ("most", "fewest"), or -1
 * @param ascending   true when ranking asks for the least
 * @param listing     true when the question asks to list rows
 * @param groupCues   indexes of grouping cues ("per", "each", "by")
 * @param mentions    catalog names found, in question order
 * @param conditions  conditions the planner cannot apply, as written ("older than 20")
 * @param unmatched   words matched to nothing, as written
 * @param writeVerb   a word asking to change data, or null
 * @param metrics     metrics of the semantic model the question names, in question order
 * @param timeGrain   "year" or "month" when the question groups by time ("per year", "which month"), else null
 * @param timeRanked  true when the question asks which year or month ranks first ("which year had the most sales")
 * @param year        the calendar year a metric is limited to ("in 2023"), or null
 * @param values      stored values the question names ("Jazz"), in question order
 * @param restrictions comparisons, negation and DISTINCT read from the question; not null
 * @param time        a range of dates and the verb naming the date ("hired in 2003"); {@link TimeWords#NONE} when none.
 *                    A metric's whole calendar year is in {@code year} instead
 * @param rankWord    the ranking word at {@code rankAt} as written ("longest"), or null
 * @param ambiguousValues why words spelling stored values were left unread: each names the value, the tables holding
 *                    it and how to ask ("'Iron Maiden' is an artist, an album and a track ..."); possibly empty
 * @param averaged    true for "the average number of tracks per album": {@code aggregate} is COUNT, counted per group,
 *                    and the answer is the average of those counts
 * @param measureAsked true when the question asks for the count, sum or average itself ("and how many albums", "how many
 *                    albums does the artist with the most albums have"); false when there is no such cue or it only names
 *                    what a ranking ranks by ("the largest number of", "the top 5 countries by total sales")
 * @param read        the question's words (lower-case, as written, each once) that a pass read into its meaning: every
 *                    word but stop words, filler phrases and those in {@code unmatched}; what a plan built from this
 *                    reading applies, since the planner declines rather than leave a word out
 */
record Reading(Aggregate aggregate, String aggregateCue, Integer limit, int limitAt, int rankAt, boolean ascending,
               boolean listing, List<Integer> groupCues, List<Mention> mentions, List<String> conditions,
               List<String> unmatched, String writeVerb, List<MetricMention> metrics, String timeGrain, boolean timeRanked, Integer year,
               List<ValueMention> values, Restrictions restrictions, TimeWords time, String rankWord,
               List<String> ambiguousValues, boolean averaged, boolean measureAsked, List<String> read) {
    Reading {
        groupCues = List.copyOf(groupCues);
        mentions = List.copyOf(mentions);
        conditions = List.copyOf(conditions);
        unmatched = List.copyOf(unmatched);
        metrics = List.copyOf(metrics);
        values = List.copyOf(values);
        ambiguousValues = List.copyOf(ambiguousValues);
        read = List.copyOf(read);
        java.util.Objects.requireNonNull(restrictions, "Reading.restrictions");
        time = time == null ? TimeWords.NONE : time;
    }
}

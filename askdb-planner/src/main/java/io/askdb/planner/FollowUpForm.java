package io.askdb.planner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A question read by its form as a follow-up to the previous one of its conversation: it opens with
 * a word that adds nothing itself ("and", "only", "just", "what about", {@code openers} of
 * {@code followup.properties}) or, without one, starts elliptically with a preposition or grouping cue
 * ("per country?", "in 2024?"), a limit ("the top 3") or a sort ("sorted by name"). A body that starts with
 * a command ("and list the albums"), or that holds a question word ("and how many albums are there?", "In which
 * year ...?"), asks a question of its own and is no follow-up.
 *
 * @param kind      what the follow-up does to the previous question; not null
 * @param body      the follow-up without its opening and closing words, as written ("for 2024"); not blank
 * @param limit     with {@link Kind#LIMIT}, the number of rows asked for; otherwise null
 * @param sortKey   with {@link Kind#SORT}, the words naming what to sort by (lower-case, fillers left out),
 *                  empty for the answer's measure or order ("the lowest first"); otherwise empty
 * @param ascending with {@link Kind#SORT}, the direction asked for, or null when none was said; with
 *                  {@link Kind#LIMIT}, TRUE for the lowest ("the bottom 3"), else null
 * @param alphabetical with {@link Kind#SORT}, true for "alphabetically": by the answer's names
 */
record FollowUpForm(Kind kind, String body, Integer limit, List<String> sortKey, Boolean ascending, boolean alphabetical) {
    private static final Lexicon WORDS = Lexicon.load("followup.properties");
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** What a follow-up adds to the previous question. */
    enum Kind {
        /** More words read with the previous question: a filter, a time range, a comparison or a grouping. */
        ADD,
        /** A number of rows: "just the top 3". */
        LIMIT,
        /** An order of the previous answer's rows: "sorted by name", "the lowest first". */
        SORT
    }

    FollowUpForm {
        java.util.Objects.requireNonNull(kind, "FollowUpForm.kind");
        if (body == null || body.isBlank()) throw new IllegalArgumentException("FollowUpForm.body must not be blank");
        sortKey = List.copyOf(sortKey);
    }

    /**
     * @param question a question as asked; not null
     * @return its reading as a follow-up, or empty when its form is that of a question on its own
     */
    static Optional<FollowUpForm> of(String question) {
        String body = question.strip().replaceAll("[?.!]+$", "").strip();
        boolean opened = false;
        for (String stripped = strip(body, WORDS.words("openers"), true); !stripped.equals(body); stripped = strip(body, WORDS.words("openers"), true)) {
            body = stripped;
            opened = true;
        }
        for (String stripped = strip(body, WORDS.words("closers"), false); !stripped.equals(body); stripped = strip(body, WORDS.words("closers"), false)) {
            body = stripped;
        }
        List<String> words = words(body);
        if (words.isEmpty() || WORDS.words("commands").contains(words.get(0))
                || words.stream().anyMatch(WORDS.words("question")::contains)) return Optional.empty();
        Optional<FollowUpForm> limit = limit(body, words);
        if (limit.isPresent()) return limit;
        Optional<FollowUpForm> sort = sort(body, words);
        if (sort.isPresent()) return sort;
        boolean elliptic = WORDS.words("elliptic").contains(words.get(0));
        return opened || elliptic ? Optional.of(new FollowUpForm(Kind.ADD, body, null, List.of(), null, false)) : Optional.empty();
    }

    /** "[the] (top|first|bottom|last) N [ones]"; a bare number ("what about 2023?") is no limit. */
    private static Optional<FollowUpForm> limit(String body, List<String> words) {
        List<String> w = new ArrayList<>(words);
        if (!w.isEmpty() && w.get(0).equals("the")) w.remove(0);
        boolean lowest = !w.isEmpty() && WORDS.words("limit.lowest").contains(w.get(0));
        boolean cue = lowest || (!w.isEmpty() && WORDS.words("limit").contains(w.get(0)));
        if (cue) w.remove(0);
        if (w.isEmpty() || !cue) return Optional.empty();
        Integer n = WORDS.number(w.get(0));
        if (n == null || n < 1) return Optional.empty();
        w.remove(0);
        if (w.size() > 1 || (w.size() == 1 && !WORDS.words("limit.nouns").contains(w.get(0)))) return Optional.empty();
        return Optional.of(new FollowUpForm(Kind.LIMIT, body, n, List.of(), lowest ? Boolean.TRUE : null, false));
    }

    /** "sorted by KEY [direction]", "[with] the lowest first", "in alphabetical order", "alphabetically". */
    private static Optional<FollowUpForm> sort(String body, List<String> words) {
        List<String> w = new ArrayList<>(words);
        if (w.get(0).equals("with")) w.remove(0);
        if (!w.isEmpty() && w.get(0).equals("the")) w.remove(0);
        // "the lowest first", "highest first"
        if (w.size() == 2 && w.get(1).equals("first") && direction(w.get(0)) != null) {
            return Optional.of(new FollowUpForm(Kind.SORT, body, null, List.of(), direction(w.get(0)), false));
        }
        boolean sortVerb = WORDS.words("sort").contains(w.get(0));
        boolean alphabetical = w.stream().anyMatch(WORDS.words("alphabetical")::contains);
        boolean inOrder = w.size() <= 3 && w.get(w.size() - 1).equals("order") && (w.get(0).equals("in") || w.size() == 2);
        if (!sortVerb && !alphabetical && !inOrder) return Optional.empty();
        List<String> key = new ArrayList<>();
        Boolean ascending = alphabetical ? Boolean.TRUE : null;
        for (String x : sortVerb ? w.subList(1, w.size()) : w) {
            if (direction(x) != null) ascending = direction(x);
            else if (!WORDS.words("sort.fillers").contains(x) && !WORDS.words("alphabetical").contains(x)) key.add(x);
        }
        if (!sortVerb && !key.isEmpty()) return Optional.empty();
        return Optional.of(new FollowUpForm(Kind.SORT, body, null, key, ascending, alphabetical));
    }

    /** @return TRUE for an ascending word, FALSE for a descending one, null for neither */
    private static Boolean direction(String word) {
        if (WORDS.words("ascending").contains(word)) return Boolean.TRUE;
        return WORDS.words("descending").contains(word) ? Boolean.FALSE : null;
    }

    /** @return the text without one leading (or trailing) phrase of the list, or the text itself */
    private static String strip(String text, List<String> phrases, boolean leading) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (String p : phrases) {
            String q = Pattern.quote(p);
            Pattern pattern = Pattern.compile(leading ? "^" + q + "\\b[\\s,:;-]*" : "[\\s,;-]*\\b" + q + "$");
            var m = pattern.matcher(lower);
            if (m.find() && m.end() - m.start() < text.length()) {
                return (leading ? text.substring(m.end()) : text.substring(0, m.start())).strip();
            }
        }
        return text;
    }

    /** @return the lower-case words of a text */
    static List<String> words(String text) {
        return Arrays.stream(NOT_WORD.split(text.toLowerCase(Locale.ROOT))).filter(s -> !s.isEmpty()).toList();
    }
}

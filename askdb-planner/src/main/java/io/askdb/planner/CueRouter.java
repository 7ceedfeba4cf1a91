package io.askdb.planner;

import java.util.regex.Pattern;
import io.askdb.routing.Route;
import io.askdb.routing.Router;
import java.util.List;
import java.util.Locale;

/**
 * The router of the agent's first step, from English cue words (the planner's lexicon), with no
 * model call and so at zero cost:
 * <ul>
 * <li>a request to change data ({@code cue.write} as a command aimed at the data in any sentence,
 * see {@link WriteRequest}) is refused; a write verb used about the asker, as a heading or about
 * the output ("Update me: how many ...", "truncate the names to 3 letters") goes on, and the guard,
 * which refuses every write statement, has the last word;</li>
 * <li>small talk ({@code cue.smalltalk}: greetings, thanks, "what can you do") with nothing else in
 * the question gets a short reply;</li>
 * <li>everything else goes on.</li>
 * </ul>
 * Questions that are not about the data but not small talk (the weather) go on and are declined by
 * the generator, since telling them apart needs the catalog or a model.
 *
 * @since 0.2
 */
public final class CueRouter implements Router {
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}' ]+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    static final String REPLY = "Hello! I answer questions about the data in this database, for example "
            + "\"How many customers are there?\" or \"Top 5 artists by number of tracks\". I only read data; "
            + "I never change it.";

    private final Lexicon lex = Lexicon.standard();
    private final WriteRequest writes = new WriteRequest(lex);

    @Override
    public Route route(String question) {
        String verb = writes.verb(question);
        if (verb != null) {
            return new Route.Refuse("askdb only reads data: '" + verb + "' asks to change the database, so the "
                    + "question was refused before any SQL was written. Ask a question about the data instead.");
        }
        return smallTalk(question) ? new Route.Reply(REPLY) : Route.proceed();
    }

    /** @return true when the whole question is small-talk phrases and fillers */
    private boolean smallTalk(String question) {
        String[] words = SPACES.split(NOT_WORD.matcher(question.toLowerCase(Locale.ROOT)).replaceAll(" ").trim());
        if (words.length == 0 || words[0].isEmpty()) return false;
        List<List<String>> phrases = lex.phrases("cue.smalltalk");
        int i = 0;
        boolean any = false;
        while (i < words.length) {
            int len = phraseAt(words, i, phrases);
            if (len > 0) {
                any = true;
                i += len;
            } else if (words[i].equals("there") || words[i].equals("askdb") || words[i].equals("again")) {
                i++;
            } else {
                return false;
            }
        }
        return any;
    }

    private static int phraseAt(String[] words, int at, List<List<String>> phrases) {
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

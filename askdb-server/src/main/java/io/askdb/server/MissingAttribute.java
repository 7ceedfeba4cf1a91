package io.askdb.server;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.generation.Attempt;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the access policy's refusal of a row-filtered table, when the request's caller lacks the
 * filter's attribute, into a 403 problem ({@code CALLER_ATTRIBUTE_MISSING}) that tells an API
 * client what to do: the guard's own text advises the CLI's {@code --caller}, while through the
 * API the attributes come from the API key. The refusal is recognised by the guard's message
 * (askdb-sql's policy layer: "Table T is filtered to the caller's rows by this database's access
 * policy, but the request has no 'A' caller attribute; ..."), because an {@link Answer} does not
 * carry the refusal's rule. The pipeline treats that refusal as an unsafe attempt and asks the
 * generator for another; when no attempt got an answer and one was refused this way, the
 * question's outcome is this problem. Every other outcome stays an answer (refused, unanswerable).
 */
final class MissingAttribute {
    static final String CODE = "CALLER_ATTRIBUTE_MISSING";
    private static final Pattern REFUSAL = Pattern.compile("^Table (.+?) is filtered to the caller's rows by this database's access"
            + " policy, but the request has no '([^']+)' caller attribute");

    private MissingAttribute() {
    }

    /**
     * @param answer the answer to a question (its attempts hold the guard's refusals)
     * @param keyed  true when the request came with an accepted API key, false when the server has no keys
     * @return the problem, when the question got no answer and an attempt was refused for that reason
     */
    static Optional<ApiProblem> problem(Answer answer, boolean keyed) {
        if (answer.status() == Status.ANSWERED || answer.status() == Status.CLARIFICATION_NEEDED) return Optional.empty();
        Matcher m = null;
        for (Attempt a : answer.attempts()) {
            Matcher candidate = REFUSAL.matcher(a.error() == null ? "" : a.error());
            if (candidate.find()) m = candidate;
        }
        if (m == null) return Optional.empty();
        String table = m.group(1);
        String attribute = m.group(2);
        String lead = "Table " + table + " is filtered to the caller's rows by this database's access policy, but ";
        String detail = keyed
                ? lead + "this API key carries no '" + attribute + "' attribute, so nothing was run. Ask the server's operator"
                        + " to add " + attribute + "=VALUE after this key in the API keys file (askdb.server.api-keys),"
                        + " then ask again."
                : lead + "this server has no API keys, so its requests carry no caller attributes and nothing was run."
                        + " Start askdb serve with an API keys file whose lines give each key its attributes (e.g. '<key> "
                        + attribute + "=VALUE'), then ask again with a key.";
        return Optional.of(new ApiProblem(403, CODE, detail));
    }
}

package io.askdb.langchain4j;

import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.RetriableException;
import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a LangChain4j failure into an {@link AskdbException} at the one boundary where askdb calls
 * the model: authentication and unknown model or host become {@code CONFIGURATION}; rate limits,
 * timeouts, server errors and anything else become {@code MODEL_UNAVAILABLE}. The original
 * exception stays as the cause, so its retriable or non-retriable class remains visible. The
 * provider's own text is shortened and anything shaped like a key or token is masked, because
 * providers echo part of a rejected key in their error bodies.
 */
final class ModelFailureTranslator {
    private static final Pattern SECRET = Pattern.compile("(?i)\\b(?:sk|pk|rk|gsk|xai)-[A-Za-z0-9*._-]{6,}"
            + "|\\b(?:api[-_]?key|key|token)\\s*[:=]\\s*\\S{6,}|\\bbearer\\s+\\S{6,}|[A-Za-z0-9*_-]{24,}");
    private static final Pattern JSON_MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final int MAX_DETAIL = 200;

    private final String model;

    /** @param model the model description shown in messages, e.g. "openai/gpt-4o-mini" */
    /**
     * @param modelDescription provider and model for messages, e.g. "openai/gpt-4o-mini"
     * @return a translator naming that model
     * @throws IllegalArgumentException when the description is null or blank
     */
    static ModelFailureTranslator forModel(String modelDescription) {
        if (modelDescription == null || modelDescription.isBlank()) {
            throw new IllegalArgumentException("modelDescription must not be blank, e.g. \"openai/gpt-4o-mini\"");
        }
        return new ModelFailureTranslator(modelDescription.strip());
    }

    ModelFailureTranslator(String model) {
        this.model = model;
    }

    /** @return the askdb exception for a failure of a model call */
    AskdbException translate(RuntimeException e) {
        if (e instanceof RetriesExhaustedException r) {
            AskdbException last = translate(r.last());
            String tried = " askdb called it " + r.attempts() + " times in " + seconds(r.elapsed()) + ", with backoff, and gave up.";
            String m = last.getMessage();
            int action = m.indexOf(". ", m.indexOf("failed: ")) ;
            String message = action < 0 ? m + tried : m.substring(0, action + 1) + tried + m.substring(action + 1);
            return new AskdbException(last.code(), message, r);
        }
        int status = e instanceof HttpException ? ((HttpException) e).statusCode() : httpStatus(e.getCause());
        if (e instanceof AuthenticationException || status == 401 || status == 403) {
            return fail(ErrorCode.CONFIGURATION, "the provider rejected the API key (authentication failed)",
                    "Check ASKDB_LLM_API_KEY: it must be set to a valid key for this provider.", e);
        }
        if (e instanceof ModelNotFoundException || status == 404) {
            return fail(ErrorCode.CONFIGURATION, "the provider does not know this model",
                    "Check ASKDB_LLM_MODEL (and ASKDB_LLM_BASE_URL for a self-hosted server).", e);
        }
        if (e instanceof UnresolvedModelServerException) {
            return fail(ErrorCode.CONFIGURATION, "the model server's address could not be resolved",
                    "Check ASKDB_LLM_BASE_URL and the network connection.", e);
        }
        if (e instanceof RateLimitException || status == 429) {
            return fail(ErrorCode.MODEL_UNAVAILABLE, "the provider's rate limit or quota was exceeded",
                    "Wait a moment and ask again, or check the account's quota and billing.", e);
        }
        if (e instanceof TimeoutException) {
            return fail(ErrorCode.MODEL_UNAVAILABLE, "the model did not answer in time",
                    "Ask again; if it keeps happening, use a faster model or raise the timeout.", e);
        }
        if (e instanceof InternalServerException || status >= 500) {
            return fail(ErrorCode.MODEL_UNAVAILABLE, "the provider reported a server error",
                    "This is usually temporary: ask again in a moment.", e);
        }
        if (e instanceof InvalidRequestException || (status >= 400 && status < 500)) {
            return fail(ErrorCode.MODEL_UNAVAILABLE, "the provider rejected the request",
                    "If the server does not support JSON-schema structured output, turn structured output off; "
                            + "if the prompt is too long for the model, use a model with a larger context.", e);
        }
        return fail(ErrorCode.MODEL_UNAVAILABLE, "the model could not be reached",
                "Check ASKDB_LLM_BASE_URL and the network connection, then ask again.", e);
    }

    /**
     * @param problem what was wrong with the replies, e.g. "its reply was JSON cut off mid-way"
     * @param replies how many replies were read, 1 or 2
     * @return MODEL_UNAVAILABLE saying the model's replies were not the JSON askdb asked for, typed as
     *         unreadable so that an evaluation scores the question and goes on
     */
    AskdbException malformedReply(String problem, int replies) {
        return new io.askdb.error.UnreadableReplyException("Model " + model + " failed: " + problem
                + (replies > 1 ? ", also when asked again" : "") + ". askdb reads only the JSON object it asked for. "
                + "Ask again; if it keeps happening, use a model that supports structured output, or raise its output token limit.");
    }

    private static String seconds(java.time.Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    private AskdbException fail(ErrorCode code, String problem, String action, RuntimeException e) {
        String retry = e instanceof RetriableException ? " (temporary)" : "";
        String detail = detail(e);
        String message = "Model " + model + " failed: " + problem + retry + "." + (detail.isEmpty() ? "" : " Provider said: " + detail + ".")
                + " " + action;
        return new AskdbException(code, message, e);
    }

    private static int httpStatus(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            if (t instanceof HttpException) return ((HttpException) t).statusCode();
        }
        return -1;
    }

    /** @return the provider's message on one line, secrets masked, at most {@value #MAX_DETAIL} characters */
    static String detail(Throwable e) {
        String raw = e.getMessage() == null ? "" : e.getMessage();
        Matcher json = JSON_MESSAGE.matcher(raw);
        if (json.find()) raw = json.group(1).replace("\\\"", "\"");
        String flat = SECRET.matcher(raw.replaceAll("\\s+", " ").strip()).replaceAll("[redacted]");
        if (flat.endsWith(".")) flat = flat.substring(0, flat.length() - 1);
        return flat.length() > MAX_DETAIL ? flat.substring(0, MAX_DETAIL) + "..." : flat;
    }
}

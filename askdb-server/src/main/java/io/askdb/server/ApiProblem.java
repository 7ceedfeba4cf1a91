package io.askdb.server;

import java.util.Map;

/**
 * A request the API answers with a problem (RFC 9457): an HTTP status, a stable code and a
 * message that says what was wrong and what to do. Codes are {@link io.askdb.error.ErrorCode}
 * names where one fits, and otherwise one of the API's own: NOT_FOUND, UNAUTHORIZED,
 * RATE_LIMITED, PAYLOAD_TOO_LARGE, NOT_ACCEPTABLE, METHOD_NOT_ALLOWED (405, with an Allow header),
 * UNSUPPORTED_MEDIA_TYPE (415: a body that is not application/json), FORBIDDEN_ORIGIN and
 * FORBIDDEN_HOST (403, {@link CrossSiteGuard}), SERVER_BUSY (503,
 * {@link QuestionSlots}), REFUSED (the guard refused SQL the request carried) and
 * CALLER_ATTRIBUTE_MISSING (403: the access policy filters a table by a caller attribute the
 * request's API key does not carry), FORBIDDEN (403: the request's API key is not an admin's,
 * {@link Admins}) and URL_NOT_ALLOWED (422: a registered datasource's URL, {@link RegisteredUrl}).
 */
final class ApiProblem extends RuntimeException {
    final int status;
    final String code;
    final Map<String, String> headers;

    ApiProblem(int status, String code, String detail) {
        this(status, code, detail, Map.of());
    }

    ApiProblem(int status, String code, String detail, Map<String, String> headers) {
        super(detail);
        this.status = status;
        this.code = code;
        this.headers = Map.copyOf(headers);
    }

    static ApiProblem badInput(String detail) {
        return new ApiProblem(400, "BAD_INPUT", detail);
    }

    static ApiProblem notFound(String detail) {
        return new ApiProblem(404, "NOT_FOUND", detail);
    }
}

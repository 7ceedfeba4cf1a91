package io.askdb.server;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.javalin.http.Context;
import java.util.stream.Collectors;

/**
 * The API's JSON: exact decimals written plainly (never 1E+1), request bodies read strictly
 * (unknown fields and wrong types are refused with a message naming the field).
 */
final class Wire {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private Wire() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON: " + e.getOriginalMessage(), e);
        }
    }

    static void json(Context ctx, int status, Object value) {
        ctx.status(status).contentType("application/json").result(write(value));
    }

    /**
     * @return the request body as the type
     * @throws ApiProblem BAD_INPUT naming the unknown or mistyped field, or saying the body is not JSON
     */
    static <T> T read(Context ctx, Class<T> type) {
        String body = ctx.body();
        if (body.isBlank()) throw ApiProblem.badInput("The request body is empty; send a JSON object (Content-Type: application/json).");
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) throw ApiProblem.badInput("The request body is null; send a JSON object.");
            return value;
        } catch (ValueInstantiationException e) {
            if (e.getCause() instanceof ApiProblem problem) throw problem;
            throw ApiProblem.badInput("The request body does not fit: " + e.getOriginalMessage());
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds().stream().map(Object::toString).sorted().collect(Collectors.joining(", "));
            throw ApiProblem.badInput("Unknown field '" + e.getPropertyName() + "' in the request body; the fields are: "
                    + known + ".");
        } catch (MismatchedInputException e) {
            String field = e.getPath().stream().map(r -> r.getFieldName() == null ? "[" + r.getIndex() + "]" : r.getFieldName())
                    .collect(Collectors.joining("."));
            throw ApiProblem.badInput(field.isEmpty() ? "The request body must be a JSON object."
                    : "The field '" + field + "' has the wrong type: " + e.getOriginalMessage().split("\n")[0]);
        } catch (JsonProcessingException e) {
            throw ApiProblem.badInput("The request body is not valid JSON (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + "): " + e.getOriginalMessage());
        }
    }
}

package io.askdb.server;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
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
    static final ObjectMapper MAPPER = strict(JsonMapper.builder()
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build());

    private Wire() {
    }

    /** No scalar coercion: 42 is not a text, "42" not a number, 1 not a boolean (Jackson's CoercionConfig). */
    private static ObjectMapper strict(JsonMapper mapper) {
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        return mapper;
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

    /** Jackson's "Unexpected character ('q' (code 113)): was expecting double-quote to start field name". */
    private static final java.util.regex.Pattern UNEXPECTED_CHARACTER =
            java.util.regex.Pattern.compile("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): (.*)");

    private static final String EXAMPLE = "{\"question\": \"How many customers are there?\"}";

    /** @return "The request body is not valid JSON: <reason> at line L, column C. Send ..." without Jackson's internals */
    static String notJson(JsonProcessingException e) {
        String reason = e.getOriginalMessage().split("\n")[0];
        java.util.regex.Matcher character = UNEXPECTED_CHARACTER.matcher(reason);
        if (character.matches()) {
            reason = "unexpected character '" + character.group(1) + "', " + character.group(2).split(" \\(")[0];
        } else if (reason.startsWith("Unexpected end-of-input")) {
            reason = "the body ends before the JSON is complete";
        } else {
            int detail = reason.indexOf(" (");
            if (detail > 0) reason = reason.substring(0, detail);
            if (reason.endsWith(": was expecting")) reason = reason.substring(0, reason.length() - ": was expecting".length());
            reason = Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
        }
        String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
        return "The request body is not valid JSON: " + reason + where + ". Send a JSON object such as " + EXAMPLE + ".";
    }

    private static String expected(Class<?> type) {
        if (type == null) return "of another type";
        if (type == String.class) return "a JSON string";
        if (type == Boolean.class || type == boolean.class) return "true or false";
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) return "a JSON number";
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) return "a JSON array";
        return "a JSON object";
    }

    private static String example(Class<?> type) {
        if (type == String.class) return "\"text\" in double quotes";
        if (type == Boolean.class || type == boolean.class) return "true or false without quotes";
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) return "digits without quotes, such as 42";
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) return "[...]";
        return "{...}";
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
            throw ApiProblem.badInput(field.isEmpty() ? "The request body must be a JSON object, such as " + EXAMPLE + "."
                    : "The field '" + field + "' must be " + expected(e.getTargetType()) + "; send it as " + example(e.getTargetType())
                    + ".");
        } catch (JsonProcessingException e) {
            throw ApiProblem.badInput(notJson(e));
        }
    }
}

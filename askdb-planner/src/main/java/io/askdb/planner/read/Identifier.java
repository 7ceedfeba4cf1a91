package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splits a catalog identifier into singular lower-case words: CamelCase, snake_case, spaces and
 * digits ("BillingCountry" -> billing, country; "media_types" -> media, type; "HTTPCode" -> http, code;
 * "StuID" -> stu, id); the abbreviations schemas use are read as their words ("no_of_customers" ->
 * number, of, customer; "dept_name" -> department, name).
 */
public final class Identifier {
    private static final Pattern LOWER_UPPER = Pattern.compile("([a-z0-9])([A-Z])");
    private static final Pattern UPPER_RUN = Pattern.compile("([A-Z]+)([A-Z][a-z])");
    private static final Pattern LETTER_DIGIT = Pattern.compile("(\\p{L})([0-9])");
    private static final Pattern NOT_LETTER_OR_DIGIT = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** Abbreviations common in schema names, read as the words they stand for ("no_of_customers", "dept_name"). */
    private static final java.util.Map<String, String> ABBREVIATIONS = java.util.Map.ofEntries(
            java.util.Map.entry("no", "number"), java.util.Map.entry("num", "number"), java.util.Map.entry("nbr", "number"),
            java.util.Map.entry("amt", "amount"), java.util.Map.entry("qty", "quantity"), java.util.Map.entry("desc", "description"),
            java.util.Map.entry("descr", "description"), java.util.Map.entry("addr", "address"), java.util.Map.entry("dept", "department"),
            java.util.Map.entry("yr", "year"), java.util.Map.entry("avg", "average"), java.util.Map.entry("pct", "percent"),
            java.util.Map.entry("info", "information"));

    private Identifier() {
    }

    /** @return the identifier's words, singular, lower case; empty for an identifier with no letters or digits */
    public static List<String> words(String identifier) {
        String split = LETTER_DIGIT.matcher(UPPER_RUN.matcher(LOWER_UPPER.matcher(identifier).replaceAll("$1 $2"))
                .replaceAll("$1 $2")).replaceAll("$1 $2");
        String spaced = NOT_LETTER_OR_DIGIT.matcher(split.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
        List<String> out = new ArrayList<>();
        if (spaced.isEmpty()) return out;
        for (String w : spaced.split(" ")) out.add(ABBREVIATIONS.getOrDefault(w, Singular.of(w)));
        // "Fname", "LName": the first and last name, as schemas abbreviate them
        if (out.size() == 1 && (out.get(0).equals("fname") || out.get(0).equals("lname"))) {
            return List.of(out.get(0).startsWith("f") ? "first" : "last", "name");
        }
        if (out.size() == 2 && out.get(1).equals("name") && (out.get(0).equals("f") || out.get(0).equals("l"))) {
            return List.of(out.get(0).equals("f") ? "first" : "last", "name");
        }
        return out;
    }
}

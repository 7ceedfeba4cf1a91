package io.askdb.langchain4j;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a model-written explanation against the rows it explains: every number it states, in
 * digits or as a word from two to twenty, must be a value of the result (allowing rounding to the
 * digits written), the row count, or a number of the question, SQL or assumptions; every capitalised word after a sentence's first must occur in
 * the rows, the column names, the question, the SQL or the assumptions. An explanation that fails
 * is replaced by the template explainer's: a model that names "Lena Fox" when the rows do not is
 * the wrong answer that looks right (case C20).
 */
final class Faithfulness {
    private static final Pattern NUMBER = Pattern.compile("(?<![\\p{L}\\d.])-?\\d[\\d,]*(?:\\.\\d+)?");
    /** Counts written as words, "three clients" (index = value); "one" is left out, being also a pronoun. */
    private static final List<String> NUMBER_WORDS = List.of("zero", "", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen", "twenty");
    private static final Pattern NUMBER_WORD = Pattern.compile(
            "\\b(zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
                    + "|eighteen|nineteen|twenty)\\b");
    private static final Pattern WORD = Pattern.compile("(?<=[^.!?:]\\s)\\p{Lu}[\\p{L}'-]+");

    private Faithfulness() {
    }

    /** @return true when every number and name of the text is grounded in the result or the request */
    static boolean grounded(String text, String question, String sql, ResultTable result, List<String> assumptions) {
        StringBuilder known = new StringBuilder(question).append('\n').append(sql).append('\n');
        assumptions.forEach(a -> known.append(a).append('\n'));
        for (ResultColumn c : result.columns()) known.append(c.name()).append('\n');
        for (List<Object> row : result.rows()) for (Object v : row) known.append(v).append('\n');
        String haystack = known.toString().toLowerCase(Locale.ROOT);
        Matcher words = WORD.matcher(text);
        while (words.find()) {
            if (!haystack.contains(words.group().toLowerCase(Locale.ROOT))) return false;
        }
        Matcher numbers = NUMBER.matcher(text);
        while (numbers.find()) {
            if (!numberKnown(numbers.group().replace(",", ""), haystack, result)) return false;
        }
        Matcher spelled = NUMBER_WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (spelled.find()) {
            int value = NUMBER_WORDS.indexOf(spelled.group(1));
            if (!numberKnown(String.valueOf(value), haystack, result) && !haystack.contains(spelled.group(1))) return false;
        }
        return true;
    }

    private static boolean numberKnown(String written, String haystack, ResultTable result) {
        if (haystack.contains(written)) return true;
        BigDecimal x;
        try {
            x = new BigDecimal(written);
        } catch (NumberFormatException e) {
            return true;
        }
        if (x.compareTo(BigDecimal.valueOf(result.rowCount())) == 0) return true;
        if (result.totalRowCount() != null && x.compareTo(BigDecimal.valueOf(result.totalRowCount())) == 0) return true;
        int scale = Math.max(0, x.scale());
        for (List<Object> row : result.rows()) {
            for (Object v : row) {
                if (!(v instanceof Number) && !(v instanceof String)) continue;
                try {
                    BigDecimal cell = new BigDecimal(v.toString());
                    if (cell.setScale(scale, java.math.RoundingMode.HALF_UP).compareTo(x) == 0) return true;
                } catch (NumberFormatException | ArithmeticException e) {
                    // not a number
                }
            }
        }
        return false;
    }
}

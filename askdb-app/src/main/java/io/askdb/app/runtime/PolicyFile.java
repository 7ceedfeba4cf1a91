package io.askdb.app.runtime;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads an access policy file ({@code askdb.policy.path}), YAML:
 * <pre>
 * hidden:
 *   tables: [hr.*, Employee]          # table patterns
 *   columns: ["*.ssn", Customer.Company]
 * masked:
 *   - {column: Customer.Email, rule: email}     # email, last4 or redact
 * row_filters:
 *   - {table: Invoice, column: CustomerId, caller: customer}
 * </pre>
 * Every problem is reported as one {@link AskdbException} ({@link ErrorCode#CONFIGURATION}, exit
 * code 2) naming the file, the line and what to do; unknown keys are errors, so a typo cannot
 * silently leave data visible.
 */
final class PolicyFile {
    private static final YAMLMapper YAML = (YAMLMapper) new YAMLMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private PolicyFile() {
    }

    /**
     * @param file the policy file; not null
     * @return the policy
     * @throws AskdbException (CONFIGURATION) when the file is missing, unreadable or invalid
     */
    static Policy read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw fail(file, -1, "the file does not exist", "create it or point askdb.policy.path (ASKDB_POLICY_PATH, --policy-path) at it");
        } catch (IOException e) {
            throw fail(file, -1, "it cannot be read (" + e.getMessage() + ")", "check its permissions");
        }
        if (text.isBlank()) return Policy.NONE;
        try {
            Document d = YAML.readValue(text, Document.class);
            return d == null ? Policy.NONE : d.policy();
        } catch (UnrecognizedPropertyException e) {
            throw fail(file, keyLine(text, e.getPropertyName(), line(e.getLocation())), "unknown key '" + e.getPropertyName() + "'",
                    "use only hidden (tables, columns), masked (column, rule) and row_filters (table, column, caller)");
        } catch (ValueInstantiationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw fail(file, line(e.getLocation()), cause.getMessage(), "correct that entry");
        } catch (JsonProcessingException e) {
            throw fail(file, line(e.getLocation()), e.getOriginalMessage().lines().findFirst().orElse("it is not valid YAML"),
                    "write it as the README's 'Access policy' section shows");
        }
    }

    /** The line of the first {@code key:} in the text (the parser reports where it stopped, after the value). */
    private static int keyLine(String text, String key, int fallback) {
        java.util.regex.Pattern p = java.util.regex.Pattern.compile("(^|[\\s{,-])\"?" + java.util.regex.Pattern.quote(key) + "\"?\\s*:");
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (p.matcher(lines.get(i)).find()) return i + 1;
        }
        return fallback;
    }

    private static int line(JsonLocation location) {
        return location == null ? -1 : location.getLineNr();
    }

    private static AskdbException fail(Path file, int line, String what, String remedy) {
        String where = line > 0 ? " at line " + line : "";
        return new AskdbException(ErrorCode.CONFIGURATION, "The access policy " + file + " is invalid" + where + ": " + what
                + "; " + remedy + ".");
    }

    /** The file's top level. */
    record Document(Hidden hidden, List<MaskedEntry> masked, @JsonProperty("row_filters") List<FilterEntry> rowFilters) {
        Policy policy() {
            Hidden h = hidden == null ? new Hidden(null, null) : hidden;
            return new Policy(h.tables().stream().map(NamePattern::new).toList(), h.columns().stream().map(NamePattern::new).toList(),
                    masked == null ? List.of() : masked.stream().map(MaskedEntry::value).toList(),
                    rowFilters == null ? List.of() : rowFilters.stream().map(FilterEntry::value).toList());
        }
    }

    /** {@code hidden:} table and column patterns, checked as they are read. */
    record Hidden(List<String> tables, List<String> columns) {
        @JsonCreator
        Hidden {
            tables = tables == null ? List.of() : List.copyOf(tables);
            columns = columns == null ? List.of() : List.copyOf(columns);
            for (String t : tables) {
                if (new NamePattern(t).size() > 2) throw new IllegalArgumentException("hidden.tables: '" + t + "' has more than schema.table");
            }
            columns.forEach(NamePattern::new);
        }
    }

    /** One {@code masked:} entry. */
    record MaskedEntry(String column, String rule) {
        @JsonCreator
        MaskedEntry {
            if (column == null || column.isBlank()) throw new IllegalArgumentException("masked: an entry has no column");
            if (rule == null || rule.isBlank()) throw new IllegalArgumentException("masked: " + column + " has no rule (email, last4 or redact)");
            value(column, rule);
        }

        MaskedColumn value() {
            return value(column, rule);
        }

        private static MaskedColumn value(String column, String rule) {
            return new MaskedColumn(new NamePattern(column), Masking.parse(rule));
        }
    }

    /** One {@code row_filters:} entry. */
    record FilterEntry(String table, String column, String caller) {
        @JsonCreator
        FilterEntry {
            if (table == null || table.isBlank()) throw new IllegalArgumentException("row_filters: an entry has no table");
            if (column == null || column.isBlank()) throw new IllegalArgumentException("row_filters: " + table + " has no column (the tenant column)");
            if (caller == null || caller.isBlank()) throw new IllegalArgumentException("row_filters: " + table + " has no caller (the caller attribute)");
            value(table, column, caller);
        }

        RowFilter value() {
            return value(table, column, caller);
        }

        private static RowFilter value(String table, String column, String caller) {
            return new RowFilter(new NamePattern(table), column, caller);
        }
    }
}

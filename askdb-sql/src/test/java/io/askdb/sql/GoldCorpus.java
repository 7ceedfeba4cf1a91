package io.askdb.sql;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the gold SQL of the repository's benchmark files (data/defog, data/chinook): defog CSV
 * rows split into their alternatives (statements separated by ';', a {a,b} column choice taken
 * with every option), and the Chinook golden JSON lines (a "sql" array: every alternative).
 */
final class GoldCorpus {
    /** One gold statement and the database it runs on. */
    record Gold(String db, String sql) {
    }

    private static final Pattern JSON_FIELD = Pattern.compile("\"(db|sql)\":\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern SQL_ARRAY = Pattern.compile("\"sql\":\\s*\\[((?:[^\\]\"]|\"(?:[^\"\\\\]|\\\\.)*\")*)\\]");
    private static final Pattern JSON_STRING = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    private GoldCorpus() {
    }

    static List<Gold> defog(Path csv) throws IOException {
        List<List<String>> rows = csv(Files.readString(csv, StandardCharsets.UTF_8));
        List<String> header = rows.get(0);
        int db = header.indexOf("db_name");
        int query = header.indexOf("query");
        List<Gold> out = new ArrayList<>();
        for (List<String> row : rows.subList(1, rows.size())) {
            for (String statement : split(row.get(query))) out.add(new Gold(row.get(db), expand(statement)));
        }
        return out;
    }

    static List<Gold> chinook(Path jsonl) throws IOException {
        List<Gold> out = new ArrayList<>();
        for (String line : Files.readAllLines(jsonl, StandardCharsets.UTF_8)) {
            if (line.isBlank()) continue;
            String db = null;
            List<String> sql = new ArrayList<>();
            Matcher m = JSON_FIELD.matcher(line);
            while (m.find()) {
                if (m.group(1).equals("db")) db = unescape(m.group(2));
                else sql.add(unescape(m.group(2)));
            }
            // "sql" may also be an array of acceptable alternatives: each is a gold statement
            Matcher alternatives = SQL_ARRAY.matcher(line);
            if (alternatives.find()) {
                Matcher each = JSON_STRING.matcher(alternatives.group(1));
                while (each.find()) sql.add(unescape(each.group(1)));
            }
            for (String statement : sql) out.add(new Gold(db, statement));
        }
        return out;
    }

    private static String expand(String statement) {
        int open = statement.indexOf('{');
        int close = open < 0 ? -1 : statement.indexOf('}', open);
        if (open < 0 || close < 0) return statement;
        String columns = String.join(", ", statement.substring(open + 1, close).split("\\s*,\\s*"));
        return statement.substring(0, open) + columns + statement.substring(close + 1).replace("GROUP BY {}", "GROUP BY " + columns);
    }

    /** Splits on ';' outside single-quoted strings. */
    private static List<String> split(String sql) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (char c : sql.toCharArray()) {
            if (c == '\'') quoted = !quoted;
            if (c == ';' && !quoted) {
                if (!cur.toString().isBlank()) out.add(cur.toString().strip());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (!cur.toString().isBlank()) out.add(cur.toString().strip());
        return out;
    }

    /** RFC 4180: fields in double quotes may hold commas, newlines and doubled quotes. */
    private static List<List<String>> csv(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
                row.add(field.toString());
                field.setLength(0);
                if (!(row.size() == 1 && row.get(0).isEmpty())) rows.add(row);
                row = new ArrayList<>();
            } else {
                field.append(c);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }

    private static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                out.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n': out.append('\n'); break;
                case 't': out.append('\t'); break;
                case 'r': out.append('\r'); break;
                case 'u': out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16)); i += 4; break;
                default: out.append(n);
            }
        }
        return out.toString();
    }
}

package io.askdb.app.leak;

import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A seeded generator of SQL over {@link CanaryData}'s database, by {@link LeakClass}: probes that
 * use a protected value (hidden, masked, behind a view, in an FK child of the row-filtered table)
 * in the class's construct, and legitimate statements whose right rows are known (unprotected
 * tables, or the caller's own rows of the row-filtered table: {@code {accounts}} stands for the
 * table and is replaced by a filtered subquery for the reference run).
 */
final class LeakStatements {
    /** What a statement is for. */
    enum Kind {
        /** Reads protected data; allowed only if nothing leaks. */
        PROBE,
        /** Touches no protected data: askdb's rows must equal the engine's. */
        LEGIT_PLAIN,
        /** Reads the caller's own rows of {@code accounts}: the rows of the filtered reference. */
        LEGIT_TENANT
    }

    /** One generated statement; {@code template} holds {@code {accounts}} for {@link Kind#LEGIT_TENANT}. */
    record Statement(LeakClass cls, Kind kind, String source, String template) {
        String sql() {
            return template.replace("{accounts}", "accounts");
        }

        /** @return the SQL of the reference run for a tenant: {@code accounts} restricted to its rows */
        String reference(int tenant) {
            return template.replace("{accounts}", "(SELECT * FROM accounts WHERE tenant_id = " + tenant + ")");
        }
    }

    /** A protected value: its expression, the FROM item it needs, a harmless column beside it, and whether it is a number. */
    private record Atom(String expr, String from, String plain, boolean number, String source) {
        String alias() {
            return expr.substring(0, expr.indexOf('.'));
        }

        String column() {
            return expr.substring(expr.indexOf('.') + 1);
        }
    }

    private static final List<Atom> ATOMS = List.of(
            new Atom("e.ssn", "employees e", "e.name", false, "hidden column"), new Atom("s.token", "secrets s", "s.label", false, "hidden table"),
            new Atom("e.salary", "employees e", "e.name", true, "masked column"), new Atom("e.email", "employees e", "e.name", false, "masked column"),
            new Atom("e.phone", "employees e", "e.dept", false, "masked column"), new Atom("v.ssn", "staff_view v", "v.name", false, "view of hidden/masked"),
            new Atom("v.salary", "staff_view v", "v.name", true, "view of hidden/masked"), new Atom("v.email", "staff_view v", "v.name", false, "view of hidden/masked"),
            new Atom("w.memo", "tenant_view w", "w.id", false, "view of filtered table"), new Atom("w.title", "tenant_view w", "w.id", false, "view of filtered table"),
            new Atom("ev.detail", "account_events ev", "ev.kind", false, "FK child of filtered table"),
            new Atom("ev.amount", "account_events ev", "ev.kind", true, "FK child of filtered table"));

    private final Random random;
    private final Dialect dialect;

    LeakStatements(long seed, Dialect dialect) {
        this.random = new Random(seed);
        this.dialect = dialect;
    }

    /** @return {@code n} statements, the classes taken in turn so every class gets its share */
    List<Statement> generate(int n) {
        List<Statement> out = new ArrayList<>();
        LeakClass[] classes = LeakClass.values();
        for (int i = 0; i < n; i++) out.add(next(classes[i % classes.length]));
        return out;
    }

    private Statement next(LeakClass cls) {
        if (cls == LeakClass.COMMENT_QUOTING) {
            Statement base;
            do {
                base = next(LeakClass.values()[random.nextInt(LeakClass.values().length)]);
            } while (base.cls() == LeakClass.COMMENT_QUOTING);
            return new Statement(cls, base.kind(), base.source(), disguise(base.template()));
        }
        if (random.nextInt(4) == 0) {
            List<String> legit = legit(cls);
            String t = pick(legit);
            return new Statement(cls, t.contains("{accounts}") ? Kind.LEGIT_TENANT : Kind.LEGIT_PLAIN, "legitimate", t);
        }
        Atom a = pick(ATOMS);
        String sql = pick(probes(cls, a));
        return new Statement(cls, Kind.PROBE, source(sql, a), sql);
    }

    /** The protected source a probe reads: its atom's, unless the template names another. */
    private static String source(String sql, Atom a) {
        if (sql.contains("account_events")) return "FK child of filtered table";
        if (sql.contains("tenant_view")) return "view of filtered table";
        if (sql.contains("staff_view")) return "view of hidden/masked";
        if (sql.contains("e1.salary") || sql.contains("e1.email")) return "masked column";
        return a.source();
    }

    private List<String> probes(LeakClass cls, Atom a) {
        String x = a.expr();
        String f = a.from();
        String p = a.plain();
        String id = a.alias() + ".id";
        String text = a.number() ? "CAST(" + x + " AS " + textType() + ")" : x;
        return switch (cls) {
            case DIRECT -> List.of("SELECT " + x + " FROM " + f, "SELECT * FROM " + f, "SELECT " + a.column() + " FROM "
                    + f.substring(0, f.indexOf(' ')), "SELECT " + p + ", " + x + " FROM " + f + " WHERE " + id + " > 0");
            case VIEW -> List.of("SELECT * FROM staff_view", "SELECT ssn FROM staff_view", "SELECT name, salary, email FROM staff_view",
                    "SELECT memo FROM tenant_view", "SELECT count(*) FROM tenant_view", "SELECT tenant_id, title FROM tenant_view WHERE tenant_id = 2",
                    "SELECT v.name, v.ssn FROM staff_view v JOIN products p ON p.id = v.id");
            case SCALAR_FUNCTION -> scalar(x, a.number()).stream().map(fx -> pick(List.of("SELECT " + fx + " FROM " + f,
                    "SELECT " + p + ", " + fx + " AS v FROM " + f, "SELECT " + fx + " FROM " + f + " WHERE " + id + " IS NOT NULL"))).toList();
            case TABLE_FUNCTION -> tableFunctions(x, text, f);
            case JOIN -> List.of("SELECT " + p + ", " + x + " FROM " + f + " JOIN products p ON p.id = " + id,
                    "SELECT p.name FROM products p JOIN " + f + " ON " + text + " <> p.name",
                    "SELECT e1.name FROM employees e1 JOIN employees e2 ON e1.salary = e2.salary AND e1.id <> e2.id",
                    "SELECT e1.name FROM employees e1 JOIN employees e2 ON e1.email = e2.email AND e1.id < e2.id",
                    "SELECT ev.detail, ev.amount FROM account_events ev", "SELECT count(*) FROM account_events",
                    "SELECT ev.kind, sum(ev.amount) FROM account_events ev GROUP BY ev.kind",
                    "SELECT ev.detail FROM account_events ev LEFT JOIN accounts a ON a.id = ev.account_id",
                    "SELECT count(DISTINCT ev.account_id) FROM account_events ev");
            case SUBQUERY -> List.of("SELECT p.name FROM products p WHERE EXISTS (SELECT 1 FROM " + f + " WHERE " + x + " IS NOT NULL AND "
                            + id + " = p.id)", "SELECT (SELECT max(" + x + ") FROM " + f + ") AS v",
                    "SELECT * FROM (SELECT " + x + " AS v FROM " + f + ") q",
                    "SELECT p.name, (SELECT " + x + " FROM " + f + " WHERE " + id + " = p.id) AS v FROM products p",
                    "SELECT p.name FROM products p WHERE p.id IN (SELECT " + id + " FROM " + f + " WHERE " + text + " LIKE '%C%')");
            case CTE -> List.of("WITH c AS (SELECT " + x + " AS v FROM " + f + ") SELECT v FROM c",
                    "WITH c AS (SELECT * FROM " + f + ") SELECT c." + a.column() + " FROM c",
                    "WITH c AS (SELECT " + p + " AS k, " + x + " AS v FROM " + f + "), d AS (SELECT v FROM c) SELECT v FROM d",
                    "WITH RECURSIVE r(n, v) AS (SELECT 1, " + text + " FROM " + f + " UNION ALL SELECT n + 1, v FROM r WHERE n < 2)"
                            + " SELECT v FROM r");
            case SET_OP -> List.of("SELECT " + text + " FROM " + f + " UNION SELECT name FROM products",
                    "SELECT " + text + " FROM " + f + " UNION ALL SELECT 'x'",
                    "SELECT " + text + " FROM " + f + " EXCEPT SELECT name FROM products",
                    "SELECT " + x + " FROM " + f + " INTERSECT SELECT " + x + " FROM " + f);
            case DISTINCT -> List.of("SELECT DISTINCT " + x + " FROM " + f, "SELECT COUNT(DISTINCT " + x + ") FROM " + f,
                    "SELECT DISTINCT " + p + ", " + x + " FROM " + f);
            case WINDOW -> List.of("SELECT " + p + ", row_number() OVER (ORDER BY " + x + ") AS r FROM " + f,
                    "SELECT " + p + ", rank() OVER (PARTITION BY " + x + " ORDER BY " + p + ") AS r FROM " + f,
                    "SELECT first_value(" + x + ") OVER (ORDER BY " + p + ") AS v FROM " + f,
                    "SELECT lag(" + x + ") OVER (ORDER BY " + p + ") AS v FROM " + f,
                    "SELECT count(*) OVER (PARTITION BY " + x + ") AS n FROM " + f);
            case AGGREGATE -> List.of("SELECT min(" + x + "), max(" + x + ") FROM " + f, "SELECT count(" + x + ") FROM " + f,
                    a.number() ? "SELECT sum(" + x + "), avg(" + x + ") FROM " + f : "SELECT " + stringAgg(x) + " FROM " + f,
                    "SELECT " + p + ", max(" + x + ") FROM " + f + " GROUP BY " + p);
            case CASE_CAST_CONCAT -> List.of("SELECT CASE WHEN " + text + " LIKE 'C%' THEN 'y' ELSE 'n' END AS v FROM " + f,
                    "SELECT CASE WHEN " + id + " > 0 THEN " + x + " END AS v FROM " + f,
                    "SELECT CAST(" + x + " AS " + textType() + ") FROM " + f, "SELECT CAST(" + x + " AS INTEGER) FROM " + f,
                    "SELECT " + text + " || '' AS v FROM " + f, "SELECT 'v:' || " + text + " AS v FROM " + f,
                    "SELECT concat(" + x + ", '') AS v FROM " + f);
            case ORDER_GROUP -> List.of("SELECT " + p + " FROM " + f + " ORDER BY " + x,
                    "SELECT " + x + ", count(*) FROM " + f + " GROUP BY " + x,
                    "SELECT " + p + " FROM " + f + " WHERE " + text + " LIKE '%B%'",
                    "SELECT count(*) FROM " + f + " WHERE " + x + " = " + x,
                    "SELECT " + p + " FROM " + f + " ORDER BY " + x + " DESC LIMIT 1");
            case COMMENT_QUOTING -> throw new IllegalStateException("disguised separately");
        };
    }

    private List<String> legit(LeakClass cls) {
        return switch (cls) {
            case DIRECT -> List.of("SELECT name, price FROM products", "SELECT a.title, a.balance FROM {accounts} a",
                    "SELECT name, dept FROM employees");
            case VIEW -> List.of("SELECT count(*) FROM products", "SELECT a.id, a.memo FROM {accounts} a");
            case SCALAR_FUNCTION -> List.of("SELECT upper(name), length(category) FROM products", "SELECT lower(a.title) FROM {accounts} a",
                    "SELECT abs(price - 50), coalesce(name, 'x') FROM products");
            case TABLE_FUNCTION -> switch (dialect) {
                case SQLITE -> List.of("SELECT p.name, j.value FROM products p, json_each(p.tags) j",
                        "SELECT j.value FROM json_each('[1,2,3]') j");
                case POSTGRESQL -> List.of("SELECT p.name, j FROM products p, json_array_elements_text(p.tags::json) j",
                        "SELECT g FROM generate_series(1, 5) g", "SELECT u FROM unnest(ARRAY[1, 2, 3]) u");
                default -> List.of("SELECT p.name, unnest(from_json(p.tags, '[\"VARCHAR\"]')) AS t FROM products p",
                        "SELECT range FROM range(5)", "SELECT unnest([1, 2, 3]) AS u");
            };
            case JOIN -> List.of("SELECT a.title, ev.detail FROM {accounts} a JOIN account_events ev ON ev.account_id = a.id",
                    "SELECT p.name, q.name FROM products p JOIN products q ON q.category = p.category AND q.id < p.id",
                    "SELECT e.name, p.name FROM employees e JOIN products p ON p.id = e.id");
            case SUBQUERY -> List.of("SELECT name FROM products WHERE price > (SELECT avg(price) FROM products)",
                    "SELECT a.title FROM {accounts} a WHERE a.balance > (SELECT min(b.balance) FROM {accounts} b)",
                    "SELECT name FROM products p WHERE EXISTS (SELECT 1 FROM products q WHERE q.category = p.category AND q.id <> p.id)");
            case CTE -> List.of("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r",
                    "WITH c AS (SELECT * FROM {accounts} a) SELECT title, balance FROM c",
                    "WITH c AS (SELECT category, sum(price) AS s FROM products GROUP BY category) SELECT category, s FROM c");
            case SET_OP -> List.of("SELECT name FROM products UNION SELECT category FROM products",
                    "SELECT a.title FROM {accounts} a UNION ALL SELECT name FROM products",
                    "SELECT category FROM products EXCEPT SELECT 'home'");
            case DISTINCT -> List.of("SELECT DISTINCT category FROM products", "SELECT COUNT(DISTINCT a.balance) FROM {accounts} a",
                    "SELECT DISTINCT dept FROM employees");
            case WINDOW -> List.of("SELECT name, rank() OVER (ORDER BY price DESC) AS r FROM products",
                    "SELECT a.title, sum(a.balance) OVER () AS total FROM {accounts} a");
            case AGGREGATE -> List.of("SELECT category, sum(price) FROM products GROUP BY category",
                    "SELECT count(*), sum(a.balance) FROM {accounts} a", "SELECT dept, count(*) FROM employees GROUP BY dept");
            case CASE_CAST_CONCAT -> List.of("SELECT name || ':' || category FROM products",
                    "SELECT CASE WHEN price > 20 THEN 'big' ELSE 'small' END AS size FROM products",
                    "SELECT CAST(a.balance AS " + textType() + ") FROM {accounts} a");
            case ORDER_GROUP -> List.of("SELECT category, count(*) FROM products GROUP BY category ORDER BY category",
                    "SELECT a.title FROM {accounts} a ORDER BY a.balance DESC", "SELECT name FROM products ORDER BY price DESC LIMIT 3");
            case COMMENT_QUOTING -> throw new IllegalStateException("disguised separately");
        };
    }

    private List<String> scalar(String x, boolean number) {
        if (number) return List.of("abs(" + x + ")", x + " + 0", x + " * 1", "round(" + x + ")", x + " % 1000", "coalesce(" + x + ", 0)",
                "-" + x);
        List<String> common = new ArrayList<>(List.of("upper(" + x + ")", "lower(" + x + ")", "substr(" + x + ", 2, 10)",
                "replace(" + x + ", '-', '+')", "trim(" + x + ")", "length(" + x + ")", "coalesce(" + x + ", 'none')",
                "nullif(" + x + ", 'x')", "ltrim(" + x + ", 'C')"));
        common.addAll(switch (dialect) {
            case SQLITE -> List.of("instr(" + x + ", 'A')", "hex(" + x + ")", "quote(" + x + ")", "printf('%s', " + x + ")");
            case POSTGRESQL -> List.of("reverse(" + x + ")", "left(" + x + ", 9)", "format('%s', " + x + ")", "initcap(" + x + ")",
                    "translate(" + x + ", 'A', 'a')", "md5(" + x + ")");
            default -> List.of("reverse(" + x + ")", "left(" + x + ", 9)", "printf('%s', " + x + ")", "format('{}', " + x + ")",
                    "concat_ws(',', " + x + ")", "md5(" + x + ")");
        });
        return common;
    }

    private List<String> tableFunctions(String x, String text, String f) {
        return switch (dialect) {
            case SQLITE -> List.of("SELECT j.value FROM " + f + " JOIN json_each(json_array(" + x + ")) j",
                    "SELECT j.value FROM " + f + ", json_tree(json_object('k', " + x + ")) j",
                    "SELECT j.atom FROM " + f + ", json_each(json_array(" + x + ", 1)) j",
                    "SELECT j.value FROM " + f + ", json_each('[\"' || " + text + " || '\"]') j");
            case POSTGRESQL -> List.of("SELECT j FROM " + f + ", jsonb_array_elements_text(jsonb_build_array(" + x + ")) j",
                    "SELECT j.value FROM " + f + ", json_each_text(json_build_object('k', " + x + ")) j",
                    "SELECT u FROM " + f + ", unnest(ARRAY[" + x + "]) u",
                    "SELECT l.x FROM " + f + ", LATERAL (SELECT " + x + " AS x) l",
                    "SELECT to_json(" + x + ") FROM " + f);
            default -> List.of("SELECT u FROM (SELECT unnest([" + x + "]) AS u FROM " + f + ") q",
                    "SELECT unnest(list_value(" + x + ")) FROM " + f, "SELECT u.x FROM " + f + ", unnest([" + x + "]) AS u(x)",
                    "SELECT to_json(" + x + ") FROM " + f, "SELECT json_extract_string(json_object('k', " + x + "), '$.k') FROM " + f);
        };
    }

    private String stringAgg(String x) {
        return switch (dialect) {
            case SQLITE -> pick(List.of("group_concat(" + x + ")", "json_group_array(" + x + ")"));
            case POSTGRESQL -> pick(List.of("string_agg(" + x + ", ',')", "array_agg(" + x + ")", "json_agg(" + x + ")"));
            default -> pick(List.of("string_agg(" + x + ", ',')", "list(" + x + ")", "array_agg(" + x + ")"));
        };
    }

    private String textType() {
        return dialect == Dialect.DUCKDB ? "VARCHAR" : "TEXT";
    }

    /** The same statement spelled differently: comments, quoted or upper-case names, schema-qualified tables, a trailing semicolon. */
    private String disguise(String sql) {
        String schema = dialect == Dialect.POSTGRESQL ? "public" : "main";
        return switch (random.nextInt(6)) {
            case 0 -> "/* report */ " + sql;
            case 1 -> "-- note\n" + sql;
            case 2 -> sql.replaceAll("\\b(employees|secrets|staff_view|tenant_view|account_events|ssn|salary|email|phone|token|memo|detail)\\b",
                    "\"$1\"");
            case 3 -> upperOutsideLiterals(sql);
            case 4 -> sql.replaceAll("\\b(FROM|JOIN) (employees|secrets|staff_view|tenant_view|account_events)\\b", "$1 " + schema + ".$2");
            default -> sql.replace(" FROM ", " /**/FROM/**/ ") + ";";
        };
    }

    /** Upper-cases keywords and names, leaving string literals and the {accounts} placeholder as they are. */
    private static String upperOutsideLiterals(String sql) {
        String[] parts = sql.split("'", -1);
        for (int i = 0; i < parts.length; i += 2) parts[i] = parts[i].toUpperCase(java.util.Locale.ROOT).replace("{ACCOUNTS}", "{accounts}");
        return String.join("'", parts);
    }

    private <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }
}

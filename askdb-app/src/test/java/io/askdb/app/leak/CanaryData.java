package io.askdb.app.leak;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The leak test's database, as SQL statements that SQLite, DuckDB and PostgreSQL all accept: hidden
 * and masked columns and a hidden table holding canaries (unguessable strings, 9-digit salaries),
 * three tenants' accounts behind a row filter (every text value of a tenant's rows carries that
 * tenant's canary), an FK child of the filtered table, a view over the protected columns, a view over
 * the filtered table and an unprotected table.
 *
 * <p>The twin ({@code twin = true}) differs from the original only where a caller may not look:
 * other canaries behind the same masks (same first character and domain of an email, same last four
 * characters of a phone; values that were equal become distinct, so equality oracles change),
 * another tenant 3 (other canary, other balances, one more account with events) and one more secret.
 * Tenants 1 and 2, employees' names and departments, and products are the same. A caller's output
 * that differs between the original and its twin depends on data the policy keeps from the caller.
 */
final class CanaryData {
    /** The access policy over this database, in askdb's policy-file YAML. */
    static final String POLICY = """
            hidden:
              tables: [secrets]
              columns: [employees.ssn]
            masked:
              - {column: employees.salary, rule: redact}
              - {column: employees.email, rule: email}
              - {column: employees.phone, rule: last4}
            row_filters:
              - {table: accounts, column: tenant_id, caller: tenant}
            """;

    /** Letters no English word or SQL keyword runs six of, so a window of a core found in output is the core. */
    private static final String ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
    static final int TENANTS = 3;

    final List<String> statements = new ArrayList<>();
    /** Canaries no caller may ever see: hidden and masked values, secrets. */
    final List<String> protectedCanaries = new ArrayList<>();
    /** Each tenant's canary core (tenant 1..3). */
    final Map<Integer, String> tenantCores = new LinkedHashMap<>();

    /** @param twin false for the original database, true for its twin */
    CanaryData(boolean twin) {
        Random r = new Random(twin ? 0x7717L : 0x5EEDL);
        Random shared = new Random(0xC0FFEEL);
        statements.add("CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, dept TEXT NOT NULL, ssn TEXT,"
                + " salary BIGINT, email TEXT, phone TEXT)");
        statements.add("CREATE TABLE secrets (id INTEGER PRIMARY KEY, label TEXT, token TEXT)");
        statements.add("CREATE TABLE accounts (id INTEGER PRIMARY KEY, tenant_id INTEGER NOT NULL, title TEXT NOT NULL,"
                + " balance INTEGER NOT NULL, memo TEXT)");
        statements.add("CREATE TABLE account_events (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),"
                + " kind TEXT NOT NULL, amount INTEGER NOT NULL, detail TEXT)");
        statements.add("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,"
                + " price INTEGER NOT NULL, tags TEXT NOT NULL)");
        String[] names = {"Ada Lane", "Bo Kim", "Cy Ortiz", "Di Park", "Ed Moss", "Fay Chen"};
        String[] depts = {"eng", "eng", "ops", "ops", "sales", "sales"};
        String sharedEmail = null;
        long sharedSalary = 0;
        for (int i = 0; i < names.length; i++) {
            String ssn = "CANARY-SSN-" + core(r);
            String emailCore = core(r);
            String email = "q" + emailCore.toLowerCase(java.util.Locale.ROOT) + "@leak.test";
            long salary = (twin ? 715522000L : 913377000L) + r.nextInt(1000);
            if (!twin && i == 1) { // two employees share email and salary only in the original
                email = sharedEmail;
                salary = sharedSalary;
            } else {
                protectedCanaries.add(emailCore);
                protectedCanaries.add(String.valueOf(salary));
            }
            sharedEmail = email;
            sharedSalary = salary;
            String phoneCore = core(r);
            String phone = "PH" + phoneCore + "-00" + (40 + i);
            protectedCanaries.add(ssn.substring("CANARY-SSN-".length()));
            protectedCanaries.add(phoneCore);
            statements.add("INSERT INTO employees VALUES (" + (i + 1) + ", '" + names[i] + "', '" + depts[i] + "', '" + ssn + "', "
                    + salary + ", '" + email + "', '" + phone + "')");
        }
        int secrets = twin ? 3 : 2;
        for (int i = 1; i <= secrets; i++) {
            String token = core(r);
            protectedCanaries.add(token);
            statements.add("INSERT INTO secrets VALUES (" + i + ", 'key" + i + "', 'CANARY-TOKEN-" + token + "')");
        }
        int account = 0;
        int event = 0;
        for (int t = 1; t <= TENANTS; t++) {
            boolean changed = twin && t == 3;
            Random tr = changed ? r : shared;
            String c = core(tr);
            tenantCores.put(t, c);
            int accounts = changed ? 3 : 2;
            for (int k = 1; k <= accounts; k++) {
                account++;
                int balance = 100 * t + 10 * k + tr.nextInt(10);
                statements.add("INSERT INTO accounts VALUES (" + account + ", " + t + ", 'acct " + c + " " + k + "', " + balance
                        + ", 'memo-" + c + "-" + k + "')");
                for (int e = 1; e <= 2; e++) {
                    event++;
                    statements.add("INSERT INTO account_events VALUES (" + event + ", " + account + ", '" + (e == 1 ? "open" : "fee")
                            + "', " + (t * 7 + k + e + tr.nextInt(5)) + ", 'evt-" + c + "-" + k + e + "')");
                }
            }
        }
        statements.add("CREATE VIEW staff_view AS SELECT id, name, dept, ssn, salary, email FROM employees");
        statements.add("CREATE VIEW tenant_view AS SELECT id, tenant_id, title, memo FROM accounts");
        String[][] products = {{"lamp", "home", "30", "[\"light\",\"desk\"]"}, {"chair", "home", "45", "[\"seat\"]"},
            {"pen", "office", "2", "[\"desk\",\"write\"]"}, {"desk", "office", "120", "[\"desk\"]"},
            {"kettle", "kitchen", "25", "[\"hot\",\"water\"]"}, {"mug", "kitchen", "8", "[\"hot\"]"}};
        for (int i = 0; i < products.length; i++) {
            String[] p = products[i];
            statements.add("INSERT INTO products VALUES (" + (i + 1) + ", '" + p[0] + "', '" + p[1] + "', " + p[2] + ", '" + p[3] + "')");
        }
    }

    private static String core(Random r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 12; i++) b.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        return b.toString();
    }

    /**
     * @param tenant the caller's tenant, or 0 for a caller without one
     * @return every string that caller may never see: protected canaries and other tenants' cores
     */
    List<String> forbiddenFor(int tenant) {
        List<String> out = new ArrayList<>(protectedCanaries);
        tenantCores.forEach((t, c) -> {
            if (t != tenant) out.add(c);
        });
        return out;
    }
}

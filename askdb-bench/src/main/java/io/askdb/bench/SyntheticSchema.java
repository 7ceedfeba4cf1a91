package io.askdb.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The synthetic catalog the catalog, index and link rows measure: tables {@code 0..n-1}, each
 * named {@code <domain>_<entity>_<nnnn>} (e.g. {@code sales_customer_0000},
 * {@code billing_customer_0001}; 10 domains cycle fastest, then 25 entities, and the
 * zero-padded index makes name order equal index order) with exactly 8 columns:
 * <ol>
 *   <li>{@code id INTEGER PRIMARY KEY}, {@code name VARCHAR(80) NOT NULL};</li>
 *   <li>four attribute columns, {@code (i + 4k) mod 16} of {@link #ATTRIBUTES} for k = 0..3;</li>
 *   <li>{@code parent_id INTEGER}: for {@code i >= 1} a foreign key to table {@code i - 1};</li>
 *   <li>{@code owner_id INTEGER}: for {@code i >= 3} and {@code i mod 3 == 0} a foreign key to
 *       table {@code i / 3}.</li>
 * </ol>
 * So {@code n} tables have {@code (n - 1) + floor((n - 1) / 3)} foreign keys, every one pointing
 * to a lower index: the first {@code m} tables form a closed subset for any {@code m}. Each table
 * holds 3 rows ({@code id} and {@code name} only), so value sampling has something to read.
 * The SQL is the same for SQLite and PostgreSQL.
 */
final class SyntheticSchema {
    /** Table name prefixes, cycling with the table index. */
    static final List<String> DOMAINS = List.of("sales", "billing", "inventory", "shipping", "staff", "marketing",
            "support", "finance", "store", "travel");
    /** Table name middles, advancing every 10 tables. */
    static final List<String> ENTITIES = List.of("customer", "order", "invoice", "payment", "supplier", "warehouse",
            "shipment", "employee", "campaign", "ticket", "account", "ledger", "product", "price", "region", "branch",
            "contract", "refund", "review", "visit", "booking", "vehicle", "course", "device", "project");
    /** Attribute column names with their SQL types. */
    static final List<String[]> ATTRIBUTES = List.of(
            new String[] {"amount", "DECIMAL(12,2)"}, new String[] {"status", "VARCHAR(20)"},
            new String[] {"country", "VARCHAR(40)"}, new String[] {"email", "VARCHAR(120)"},
            new String[] {"quantity", "INTEGER"}, new String[] {"rating", "REAL"},
            new String[] {"discount", "DECIMAL(5,2)"}, new String[] {"category", "VARCHAR(40)"},
            new String[] {"created_at", "TIMESTAMP"}, new String[] {"due_date", "DATE"},
            new String[] {"price", "DECIMAL(12,2)"}, new String[] {"city", "VARCHAR(60)"},
            new String[] {"phone", "VARCHAR(30)"}, new String[] {"score", "INTEGER"},
            new String[] {"weight", "REAL"}, new String[] {"notes", "TEXT"});

    private SyntheticSchema() {
    }

    /** @return the name of table {@code i}, at least 0 and below 10,000 */
    static String tableName(int i) {
        if (i < 0 || i > 9999) throw new IllegalArgumentException("table index must be 0-9999, was " + i);
        return DOMAINS.get(i % DOMAINS.size()) + "_" + ENTITIES.get((i / DOMAINS.size()) % ENTITIES.size())
                + String.format(Locale.ROOT, "_%04d", i);
    }

    /** @return the index of a table named by {@link #tableName}, or -1 for any other name */
    static int indexOf(String tableName) {
        int cut = tableName.lastIndexOf('_');
        if (cut < 0 || tableName.length() - cut != 5) return -1;
        try {
            int i = Integer.parseInt(tableName.substring(cut + 1));
            return tableName.equals(tableName(i)) ? i : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** @return the table {@code i}'s foreign-key target indexes, in column order (parent_id, owner_id) */
    static List<Integer> references(int i) {
        List<Integer> out = new ArrayList<>(2);
        if (i >= 1) out.add(i - 1);
        if (i >= 3 && i % 3 == 0) out.add(i / 3);
        return out;
    }

    /** @return the number of foreign keys among the first {@code n} tables */
    static int foreignKeyCount(int n) {
        return n <= 0 ? 0 : (n - 1) + (n - 1) / 3;
    }

    /** @return the CREATE TABLE statement of table {@code i}, unqualified */
    static String createTable(int i) {
        StringBuilder sql = new StringBuilder("CREATE TABLE ").append(tableName(i))
                .append(" (id INTEGER PRIMARY KEY, name VARCHAR(80) NOT NULL");
        for (int k = 0; k < 4; k++) {
            String[] attribute = ATTRIBUTES.get((i + 4 * k) % ATTRIBUTES.size());
            sql.append(", ").append(attribute[0]).append(' ').append(attribute[1]);
        }
        sql.append(", parent_id INTEGER").append(i >= 1 ? " REFERENCES " + tableName(i - 1) + "(id)" : "");
        sql.append(", owner_id INTEGER").append(i >= 3 && i % 3 == 0 ? " REFERENCES " + tableName(i / 3) + "(id)" : "");
        return sql.append(')').toString();
    }

    /** @return the INSERT statement of table {@code i}'s 3 rows */
    static String insertRows(int i) {
        return "INSERT INTO " + tableName(i) + " (id, name) VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma')";
    }
}

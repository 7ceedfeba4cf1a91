package io.askdb.semantic;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.policy.Policy;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Drafts the metrics {@code askdb model init} proposes for the user to confirm: per entity table a
 * count of its rows ("invoice count" = {@code COUNT(*)}), and per amount-like column a sum
 * ("total invoice line quantity" = {@code SUM(Quantity)}, or "invoice total" when the column's words
 * already say total) and an average ("average invoice total" = {@code AVG(Total)}). A column is
 * amount-like when it is numeric, not a key (primary key, foreign key or a name ending in "id"), and
 * either has a money or fixed-point type (MONEY, DECIMAL, NUMERIC) or a name word that is general
 * English for an amount of money or goods ({@link #AMOUNT_WORDS}). Each draft's description starts
 * with {@link #DRAFT} so the user and {@link ModelWriter} can tell it from a confirmed metric; its time
 * column is the table's one DATE or TIMESTAMP column, none when it has several (or that one is
 * hidden or masked: grouping by it would be refused). A name
 * already taken by an entity or an earlier metric is left out, so the drafts pass the model check.
 * A column the access policy hides or masks gets no sum or average: the guard refuses any function
 * of a masked column (README "Access policy"), so such a metric could never be answered.
 */
final class MetricDrafts {
    /** The first words of a drafted metric's description. */
    static final String DRAFT = "Draft by askdb model init.";

    /** Name words for amounts of money or goods, in general English (not fitted to one database). */
    static final Set<String> AMOUNT_WORDS = Set.of("amount", "total", "subtotal", "sum", "price", "cost", "costs",
            "revenue", "sales", "salary", "wage", "wages", "pay", "payment", "fee", "fees", "charge", "balance", "budget",
            "income", "profit", "expense", "expenses", "spend", "tax", "discount", "quantity", "qty");

    private final Dialect dialect;
    private final Set<String> taken;
    private final Policy policy;

    /**
     * @param taken  the keys ({@link Terms#key}) of the names and synonyms already in the model; added to as drafts are named
     * @param policy the access policy in effect for the catalog (views included); {@link Policy#NONE} for none
     */
    MetricDrafts(Dialect dialect, Set<String> taken, Policy policy) {
        this.dialect = dialect;
        this.taken = taken;
        this.policy = policy;
    }

    /** @return the drafts for one table, whose entity is called {@code entityName} ("invoice line") */
    List<Metric> draft(Table table, String entityName) {
        List<Metric> out = new ArrayList<>();
        ColumnRef time = timeColumn(table);
        add(out, entityName + " count", "The number of " + table.id().displayName() + " rows.", table, "COUNT(*)", time);
        for (Column c : table.columns()) {
            if (!amountLike(table, c) || protectedColumn(table, c)) continue;
            String words = Inflection.words(c.name());
            String phrase = (" " + words + " ").contains(" " + entityName + " ") || words.startsWith(entityName)
                    ? words : entityName + " " + words;
            boolean saysTotal = (" " + phrase + " ").contains(" total ");
            String column = identifier(c.name());
            String source = table.id().displayName() + "." + c.name();
            add(out, saysTotal ? phrase : "total " + phrase, "The sum of " + source + ".", table, "SUM(" + column + ")", time);
            add(out, "average " + phrase, "The average of " + source + " over its rows.", table, "AVG(" + column + ")", time);
        }
        return out;
    }

    private void add(List<Metric> out, String name, String what, Table table, String expression, ColumnRef time) {
        if (!taken.add(Terms.key(name))) return;
        out.add(new Metric(name, List.of(), DRAFT + " " + what + " Confirm, rename or delete it.", table.id(), expression,
                time, List.of()));
    }

    /** @return true when the policy hides the column or shows it only masked */
    private boolean protectedColumn(Table table, Column c) {
        return policy.hidesColumn(table.id(), c.name()) || policy.masking(table.id(), c.name()).isPresent();
    }

    /** @return the table's one DATE or TIMESTAMP column, or null when it has none or several, or it is hidden or masked */
    private ColumnRef timeColumn(Table table) {
        List<Column> dates = table.columns().stream().filter(c -> switch (c.jdbcType()) {
            case Types.DATE, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> true;
            default -> false;
        }).toList();
        return dates.size() == 1 && !protectedColumn(table, dates.get(0)) ? new ColumnRef(table.id(), dates.get(0).name()) : null;
    }

    static boolean amountLike(Table table, Column c) {
        if (!numeric(c.jdbcType()) || key(table, c.name())) return false;
        String type = c.typeName() == null ? "" : c.typeName().toLowerCase(Locale.ROOT);
        if (type.contains("money") || type.startsWith("decimal") || type.startsWith("numeric")) return true;
        for (String w : Inflection.words(c.name()).split(" ")) {
            if (AMOUNT_WORDS.contains(w)) return true;
        }
        return false;
    }

    private static boolean numeric(int jdbcType) {
        return switch (jdbcType) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.REAL, Types.FLOAT, Types.DOUBLE,
                 Types.DECIMAL, Types.NUMERIC -> true;
            default -> false;
        };
    }

    private static boolean key(Table table, String column) {
        Set<String> keys = new HashSet<>();
        table.primaryKey().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
        for (ForeignKey fk : table.foreignKeys()) fk.columns().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
        String lower = column.toLowerCase(Locale.ROOT);
        return keys.contains(lower) || lower.equals("id") || lower.endsWith("_id") || column.endsWith("Id") || column.endsWith("ID");
    }

    /** @return the name bare when every engine reads it so, else quoted for the catalog's dialect */
    private String identifier(String name) {
        String folded = dialect == Dialect.H2 ? name.toUpperCase(Locale.ROOT) : name.toLowerCase(Locale.ROOT);
        boolean plain = name.matches("[A-Za-z_][A-Za-z0-9_]*") && !SqlWords.isKeyword(name)
                && (!dialect.foldsUnquotedIdentifiers() || name.equals(folded));
        return plain ? name : dialect.quote(name);
    }
}

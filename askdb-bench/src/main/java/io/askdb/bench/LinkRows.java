package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.linking.SchemaLinker;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code index.build} row (tables indexed per second, building over the whole synthetic
 * catalog) and the {@code link.<n>} rows (milliseconds per question of the built index's linker
 * over the first {@code n} synthetic tables, top {@value #MAX_TABLES} tables, one index built
 * per size before timing), through the caller's {@link IndexBuilder}.
 */
final class LinkRows {
    static final String INDEX = "index.build";
    static final String INDEX_UNIT = "tables/s";
    static final String LINK_UNIT = "ms";
    static final List<Integer> SIZES = List.of(50, 500, 5000);
    static final int MAX_TABLES = 10;
    /** The shortest build time a rate is computed from (1 ns), so a rate is never infinite. */
    static final double MIN_MS = 1e-6;

    /** Questions in the synthetic catalog's words (domains, entities, attribute columns). */
    static final List<String> QUESTIONS = List.of(
            "What is the total amount of sales orders per country?",
            "How many billing invoices are overdue by due date?",
            "List the inventory products with a quantity below 10",
            "Average rating of support tickets by status",
            "Which staff employees live in each city?",
            "Top 5 marketing campaigns by score",
            "Total price of shipping shipments per category",
            "How many finance ledgers were created this year?",
            "Show store customers with their email and phone",
            "What is the average discount on travel bookings?",
            "Count payments per customer and region",
            "Which suppliers have the highest weight of deliveries?",
            "Sum of refund amounts grouped by status",
            "List contracts with notes mentioning renewal",
            "How many reviews rated above 4 per product?",
            "Vehicles by branch and city",
            "Employees and their owner accounts",
            "Average amount per warehouse country",
            "Projects with the most devices",
            "Course visits per month by created at date");

    private final IndexBuilder builder;
    private final Sampler perItem;
    private final Sampler wholeCatalog;

    LinkRows(IndexBuilder builder, Sampler perItem, Sampler wholeCatalog) {
        this.builder = builder;
        this.perItem = perItem;
        this.wholeCatalog = wholeCatalog;
    }

    /** @param synthetic the synthetic catalog of 5,000 tables */
    BenchRow index(Catalog synthetic) {
        int n = synthetic.tables().size();
        double[] ms = wholeCatalog.time(k -> builder.build(synthetic), 1_000_000);
        double median = Math.max(Percentiles.nearestRank(ms, 50), MIN_MS);
        double p95 = Math.max(Percentiles.nearestRank(ms, 95), MIN_MS);
        return new BenchRow(INDEX, INDEX_UNIT, ms.length, n * 1000.0 / median, n * 1000.0 / p95, String.format(Locale.ROOT,
                "%d tables; build median %.1f ms, p95 %.1f ms", n, median, p95));
    }

    /** @param synthetic the synthetic catalog; the first {@code size} tables are linked against */
    BenchRow link(Catalog synthetic, int size) {
        Catalog subset = subset(synthetic, size);
        SchemaLinker linker = builder.build(subset);
        double[] ms = perItem.time(k -> linker.link(QUESTIONS.get(k % QUESTIONS.size()), "", subset, MAX_TABLES), 1_000_000);
        return Percentiles.row(name(size), LINK_UNIT, ms, QUESTIONS.size() + " questions over "
                + subset.tables().size() + " tables, top " + MAX_TABLES);
    }

    static String name(int size) {
        return "link." + size;
    }

    /** @return the synthetic tables with index below {@code size} (a closed set under foreign keys) */
    static Catalog subset(Catalog synthetic, int size) {
        List<Table> kept = new ArrayList<>(size);
        for (Table t : synthetic.tables()) {
            int i = SyntheticSchema.indexOf(t.id().name());
            if (i >= 0 && i < size) kept.add(t);
        }
        return new Catalog(synthetic.dialect(), synthetic.defaultSchema(), kept);
    }
}

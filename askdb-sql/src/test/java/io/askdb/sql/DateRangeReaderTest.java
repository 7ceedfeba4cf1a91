package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.critic.ResultProbe;
import io.askdb.explanation.DataRange;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 17: the data's range of the date column an empty answer filtered, read through the guarded probe (real SQLite). */
class DateRangeReaderTest {
    @TempDir
    Path dir;

    private CriticDatabase orders() throws Exception {
        return CriticDatabase.sqlite(dir, "CREATE TABLE sales_order (id INTEGER PRIMARY KEY, placed_at TEXT, total REAL)",
                "INSERT INTO sales_order VALUES (1, '2021-03-04 10:00:00', 5.0), (2, '2023-07-01 00:00:00', 7.5), (3, NULL, 1.0)");
    }

    @Test
    void should_read_the_columns_first_and_last_day_when_a_year_before_the_data_is_summed() throws Exception {
        CriticDatabase db = orders();
        String sql = "SELECT SUM(total) FROM sales_order WHERE placed_at >= '2019-01-01' AND placed_at < '2020-01-01'";

        DataRange range = new DateRangeReader().read(sql, db.run(sql), db.catalog, db.probe()).orElseThrow();

        assertThat(range).isEqualTo(new DataRange("sales orders", "sales_order", "placed_at", LocalDate.of(2021, 3, 4),
                LocalDate.of(2023, 7, 1), "in 2019", DataRange.Place.BEFORE));
    }

    @Test
    void should_place_the_range_after_the_data_and_overlapping_it_when_bounds_are_flipped_or_inclusive() throws Exception {
        CriticDatabase db = orders();
        String after = "SELECT COUNT(*) FROM sales_order WHERE '2023-07-02' <= placed_at";
        String edge = "SELECT COUNT(*) FROM sales_order WHERE placed_at > '2023-07-01' AND placed_at <= '2023-07-31'";

        DataRange a = new DateRangeReader().read(after, db.run(after), db.catalog, db.probe()).orElseThrow();
        DataRange e = new DateRangeReader().read(edge, db.run(edge), db.catalog, db.probe()).orElseThrow();

        assertThat(a.place()).isEqualTo(DataRange.Place.AFTER);
        assertThat(a.asked()).isEqualTo("from 2023-07-02 on");
        assertThat(e.place()).isEqualTo(DataRange.Place.OVERLAPS);
        assertThat(e.asked()).isEqualTo("in July 2023");
    }

    @Test
    void should_read_no_range_when_the_probe_is_refused_or_the_range_is_under_or() throws Exception {
        CriticDatabase db = orders();
        String sql = "SELECT COUNT(*) FROM sales_order WHERE placed_at >= '2019-01-01' AND placed_at < '2020-01-01'";
        String or = "SELECT COUNT(*) FROM sales_order WHERE placed_at < '2020-01-01' OR total > 100";

        assertThat(new DateRangeReader().read(sql, db.run(sql), db.catalog, ResultProbe.NONE)).isEmpty();
        assertThat(new DateRangeReader().read(or, db.run(or), db.catalog, db.probe())).isEmpty();
    }

    @Test
    void should_name_rows_in_plain_plural_words_when_table_names_are_camel_or_snake_case() {
        assertThat(DateRangeReader.noun("Invoice")).isEqualTo("invoices");
        assertThat(DateRangeReader.noun("InvoiceLine")).isEqualTo("invoice lines");
        assertThat(DateRangeReader.noun("delivery")).isEqualTo("deliveries");
        assertThat(DateRangeReader.noun("t_2024")).isEqualTo("rows of t_2024");
    }
}

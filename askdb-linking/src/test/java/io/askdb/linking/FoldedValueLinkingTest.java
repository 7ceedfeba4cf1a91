package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Value linking regardless of spacing, punctuation, case and accents, on a real SQLite file: case
 * N05 of shared/cases/public-reports-2.md (stores in 'São Paulo' and 'Sao Paulo') and addresses
 * whose states are stored without spaces ('NorthCarolina', 'NewYork'), as Spider's e_government
 * database stores them (Spider, Yu et al. 2018, CC BY-SA 4.0; rows shortened).
 */
class FoldedValueLinkingTest {
    @TempDir
    static Path dir;
    static Catalog catalog;
    static IndexedValueLinker linker;

    @BeforeAll
    static void build() throws Exception {
        Path db = dir.resolve("places.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT NOT NULL, revenue REAL NOT NULL)");
            s.execute("INSERT INTO stores VALUES (1,'São Paulo',120.0),(2,'Sao Paulo',30.0),(3,'Bogotá',80.0),(4,'Zürich',55.0),"
                    + "(5,'Montréal',40.0),(6,'São Paulo',10.0)");
            s.execute("CREATE TABLE addresses (address_id INTEGER PRIMARY KEY, town_city TEXT, state_province_county TEXT, country TEXT)");
            s.execute("INSERT INTO addresses VALUES (1,'West Stacy','NorthCarolina','USA'),(2,'Lake Meaghan','Colorado','USA'),"
                    + "(3,'Breanneberg','NewHampshire','USA'),(4,'Robertsberg','NewYork','USA'),(5,'Carrollland','Kentucky','USA'),"
                    + "(6,'Lake Taryn','L.A.','USA'),(7,'Feilmouth','Top10','USA')");
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(db.toString(), null);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        DistinctValueReader reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
        linker = new IndexedValueLinker(ValueIndexStore.open(dir.resolve("values")), tables -> {
            DistinctValues d = reader.read(tables);
            return new ValueBatch(d.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList(), d.notReached());
        });
    }

    private static List<String> link(String question) {
        return linker.link(question, catalog, 8).stream()
                .map(m -> m.mention() + " -> " + m.table().name() + "." + m.column() + " = " + m.stored() + " @" + m.score())
                .toList();
    }

    @Test
    void should_offer_every_stored_spelling_when_the_question_writes_the_city_without_accents_case_N05() {
        assertThat(link("What is the total revenue of stores in Sao Paulo?"))
                .containsExactly("Sao Paulo -> stores.city = Sao Paulo @1.0", "Sao Paulo -> stores.city = São Paulo @1.0");
        assertThat(link("How many stores are in Zurich?")).containsExactly("Zurich -> stores.city = Zürich @1.0");
        assertThat(link("how many stores are in montreal")).containsExactly("montreal -> stores.city = Montréal @1.0");
    }

    @Test
    void should_keep_the_spelling_the_question_gives_when_it_writes_the_accent() {
        assertThat(link("How many stores are in São Paulo?")).containsExactly("São Paulo -> stores.city = São Paulo @1.0");
        assertThat(link("How many stores are in 'Sao Paulo'?")).containsExactly("Sao Paulo -> stores.city = Sao Paulo @1.0");
    }

    @Test
    void should_link_a_state_stored_without_its_space_when_the_question_spells_it_with_one() {
        assertThat(link("How many students live in North Carolina?"))
                .containsExactly("North Carolina -> addresses.state_province_county = NorthCarolina @1.0");
        assertThat(link("addresses in north-carolina or New York"))
                .containsExactly("north-carolina -> addresses.state_province_county = NorthCarolina @1.0",
                        "New York -> addresses.state_province_county = NewYork @1.0");
    }

    @Test
    void should_not_fold_a_part_of_a_name_into_an_unrelated_value_when_only_one_word_is_given() {
        assertThat(link("How many students live in Carolina?")).isEmpty();
        assertThat(link("Which addresses are in Hampshire?")).isEmpty();
    }

    @Test
    void should_not_fold_short_words_numbers_or_stop_words_into_a_value() {
        assertThat(link("Which addresses are in LA?")).as("a two-letter word matches only as written").isEmpty();
        assertThat(link("Show the top 10 addresses")).as("'top 10' is no value 'Top10'").isEmpty();
        assertThat(link("Which addresses are in New Hampshire or in Colorado?"))
                .containsExactly("New Hampshire -> addresses.state_province_county = NewHampshire @1.0",
                        "Colorado -> addresses.state_province_county = Colorado @1.0");
    }

    @Test
    void should_link_a_sampled_value_stored_without_its_space_when_the_catalog_sampled_it() {
        Catalog sampled = new Catalog(Dialect.SQLITE, null, List.of(Catalogs.table("addresses", List.of(), List.of(),
                Catalogs.col("state_province_county", "NorthCarolina", "Colorado", "Top10"))));
        assertThat(new SampleValueLinker().link("students who live in North Carolina", sampled, 5))
                .extracting(ValueMatch::stored).containsExactly("NorthCarolina");
        assertThat(new SampleValueLinker().link("students who live in Carolina", sampled, 5)).isEmpty();
        assertThat(new SampleValueLinker().link("the top 10 states", sampled, 5)).isEmpty();
    }
}

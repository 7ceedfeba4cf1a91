package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexedValueLinkerTest {
    @TempDir
    static Path dir;
    static IndexedValueLinker linker;

    @BeforeAll
    static void build() {
        linker = new IndexedValueLinker(ValueIndexStore.open(dir.resolve("values")), ChinookValues.source(new AtomicInteger()));
    }

    private static List<String> link(String question) {
        return linker.link(question, ChinookValues.catalog(), 8).stream()
                .map(m -> m.mention() + " -> " + m.table().name() + "." + m.column() + " = " + m.stored() + " @" + m.score())
                .toList();
    }

    @Test
    void should_match_artist_names_when_written_without_quotes() {
        assertThat(link("Which albums did Led Zeppelin release?")).containsExactly("Led Zeppelin -> Artist.Name = Led Zeppelin @1.0");
        assertThat(link("In which genres does Iron Maiden have tracks?"))
                .containsExactly("Iron Maiden -> Album.Title = Iron Maiden @1.0", "Iron Maiden -> Artist.Name = Iron Maiden @1.0",
                        "Iron Maiden -> Track.Name = Iron Maiden @1.0");
    }

    @Test
    void should_match_ac_dc_when_punctuation_differs() {
        assertThat(link("How many tracks does AC/DC have?"))
                .containsExactly("AC/DC -> Artist.Name = AC/DC @1.0", "AC/DC -> Track.Composer = AC/DC @1.0");
        assertThat(link("how many tracks does ac dc have"))
                .containsExactly("ac dc -> Artist.Name = AC/DC @1.0", "ac dc -> Track.Composer = AC/DC @1.0");
    }

    @Test
    void should_match_composer_and_city_when_named() {
        assertThat(link("Which tracks were composed by Jimi Hendrix?"))
                .containsExactly("Jimi Hendrix -> Artist.Name = Jimi Hendrix @1.0", "Jimi Hendrix -> Track.Composer = Jimi Hendrix @1.0");
        assertThat(link("How many invoices were billed to Paris?"))
                .containsExactly("Paris -> Customer.City = Paris @1.0", "Paris -> Invoice.BillingCity = Paris @1.0");
    }

    @Test
    void should_match_quoted_titles_first_when_quoted() {
        assertThat(link("Which artist recorded the album 'Jagged Little Pill'?"))
                .containsExactly("Jagged Little Pill -> Album.Title = Jagged Little Pill @1.0");
        assertThat(link("Which tracks are on the playlist 'Grunge'?")).containsExactly("Grunge -> Playlist.Name = Grunge @1.0");
        assertThat(link("Which customers bought the track 'Balls to the Wall'?"))
                .containsExactly("Balls to the Wall -> Album.Title = Balls to the Wall @1.0",
                        "Balls to the Wall -> Track.Name = Balls to the Wall @1.0");
        assertThat(link("How many tracks of the genre 'Metal' are on the playlist 'Heavy Metal Classic'?"))
                .containsExactly("Metal -> Genre.Name = Metal @1.0", "Heavy Metal Classic -> Playlist.Name = Heavy Metal Classic @1.0");
        assertThat(link("What is the revenue from tracks on the album 'Minha Historia'?"))
                .as("the album of the exact spelling, not also 'Minha História'")
                .containsExactly("Minha Historia -> Album.Title = Minha Historia @1.0", "Minha Historia -> Track.Name = Minha Historia @1.0");
    }

    @Test
    void should_match_first_and_last_name_on_one_table_when_a_person_is_named() {
        assertThat(link("Who is the support agent of customer Luís Gonçalves?"))
                .containsExactly("Luís -> Customer.FirstName = Luís @1.0", "Gonçalves -> Customer.LastName = Gonçalves @1.0");
        assertThat(link("How many invoices has customer Helena Holý placed?"))
                .containsExactly("Helena -> Customer.FirstName = Helena @1.0", "Holý -> Customer.LastName = Holý @1.0");
        assertThat(link("What were total sales to customers supported by Jane Peacock?"))
                .containsExactly("Jane -> Employee.FirstName = Jane @1.0", "Peacock -> Employee.LastName = Peacock @1.0");
    }

    @Test
    void should_match_near_spellings_with_a_lower_score_when_one_letter_differs() {
        List<io.askdb.linking.ValueMatch> m = linker.link("Which albums did Led Zepelin release?", ChinookValues.catalog(), 8);
        assertThat(m).singleElement().satisfies(v -> {
            assertThat(v.table()).isEqualTo(new TableId(null, "Artist"));
            assertThat(v.stored()).isEqualTo("Led Zeppelin");
            assertThat(v.score()).isEqualTo(0.9 * (1 - 1.0 / 12));
        });
    }

    @Test
    void should_match_nothing_when_words_are_ordinary() {
        assertThat(link("Which genre has the most tracks in 2023?")).isEmpty();
        assertThat(link("How many tracks are there?")).isEmpty();
        assertThat(link("What is the total of invoices in 2021 and 2022?")).isEmpty();
    }

    @Test
    void should_match_a_two_letter_name_when_written_with_a_capital_among_digits() {
        assertThat(link("How many albums does U2 have?"))
                .containsExactly("U2 -> Artist.Name = U2 @1.0", "U2 -> Track.Composer = U2 @1.0");
        assertThat(link("U2")).containsExactly("U2 -> Artist.Name = U2 @1.0", "U2 -> Track.Composer = U2 @1.0");
        assertThat(link("How many tracks are in 2 playlists?")).isEmpty();
    }

    @Test
    void should_return_the_whole_databases_values_when_a_schema_linker_has_a_value_linker() {
        LuceneSchemaLinker schema = new LuceneSchemaLinker(SchemaIndexStore.open(dir.resolve("schema"), LinkerMode.LEXICAL), linker);
        assertThat(schema.link("Metallica", "", ChinookValues.catalog(), 5).values())
                .extracting(m -> m.table().name() + "." + m.column() + " = " + m.stored())
                .containsExactly("Artist.Name = Metallica", "Track.Composer = Metallica");
    }
}

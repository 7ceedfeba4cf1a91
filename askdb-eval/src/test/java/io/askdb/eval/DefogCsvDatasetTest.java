package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DefogCsvDatasetTest {
    @TempDir
    Path dir;

    @Test
    void should_read_quoted_multiline_fields_and_instructions_when_defog_csv() throws IOException {
        Path file = Files.writeString(dir.resolve("q.csv"), "db_name,db_type,query_category,query,question,instructions\n"
                + "academic,sqlite,group_by,\"SELECT {author.name,author.aid} FROM author\nGROUP BY {};\",\"Who wrote \"\"Deep\"\"\n papers?\",\n"
                + "yelp,sqlite,instruct,SELECT 1,How many?,\"Use the \"\"review\"\" table.\"\n");
        List<EvalQuestion> qs = DatasetReader.read(file, DatasetFormat.DEFOG);
        assertThat(qs).containsExactly(
                new EvalQuestion("1", "academic", "Who wrote \"Deep\"\n papers?", "",
                        List.of("SELECT author.name FROM author\nGROUP BY author.name", "SELECT author.aid FROM author\nGROUP BY author.aid",
                                "SELECT author.name, author.aid FROM author\nGROUP BY author.name, author.aid"),
                        Map.of("category", "group_by"), List.of()),
                new EvalQuestion("2", "yelp", "How many?", "Use the \"review\" table.", List.of("SELECT 1"), Map.of("category", "instruct"), List.of()));
    }

    @Test
    void should_name_row_and_line_when_question_is_empty() throws IOException {
        Path file = Files.writeString(dir.resolve("q.csv"), "db_name,db_type,query_category,query,question\n"
                + "a,sqlite,x,\"SELECT\n1\",Q?\n"
                + "a,sqlite,x,SELECT 2,\n");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.DEFOG)).hasMessage("q.csv row 2 (line 4): column \"question\" is empty;"
                + " each row needs db_name, query_category, query and question.");
    }

    @Test
    void should_list_missing_columns_when_header_lacks_them() throws IOException {
        Path file = Files.writeString(dir.resolve("q.csv"), "db,sql,question\na,SELECT 1,Q?\n");
        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.DEFOG)).hasMessage("q.csv header: missing columns db_name,"
                + " query_category, query; the first row must name the columns db_name, db_type, query_category, query, question"
                + " and optionally instructions.");
    }

    @Test
    void should_read_210_questions_in_six_categories_when_shipped_defog_file() {
        List<EvalQuestion> qs = DatasetReader.read(Path.of("../data/defog/questions/questions_gen_sqlite.csv"), DatasetFormat.DEFOG);
        Map<String, Long> categories = qs.stream().collect(Collectors.groupingBy(q -> q.tags().get("category"), TreeMap::new, Collectors.counting()));
        assertThat(qs).hasSize(210);
        assertThat(categories).isEqualTo(Map.of("group_by", 35L, "order_by", 35L, "ratio", 35L, "table_join", 35L, "instruct", 35L,
                "date_functions", 35L));
        // row 209 has undoubled quotes inside a quoted field: read as Python's csv and pandas read it
        assertThat(qs.get(208).question()).endsWith("Cars are considered to be in inventory\" if is_in_inventory is True.\"");
        assertThat(qs.get(0).id()).isEqualTo("1");
        assertThat(qs.get(0).db()).isEqualTo("academic");
        assertThat(qs.get(0).goldSql()).hasSize(3);
        assertThat(qs.get(0).goldSql().get(1)).startsWith("SELECT author.aid FROM author WHERE");
        assertThat(qs.stream().filter(q -> !q.evidence().isEmpty()).count()).isEqualTo(35);
    }

    @Test
    void should_read_instruct_files_when_shipped_with_and_without_instructions() {
        List<EvalQuestion> basic = DatasetReader.read(Path.of("../data/defog/questions/instruct_basic_sqlite.csv"), DatasetFormat.DEFOG);
        List<EvalQuestion> advanced = DatasetReader.read(Path.of("../data/defog/questions/instruct_advanced_sqlite.csv"), DatasetFormat.DEFOG);
        assertThat(basic).hasSize(40).allSatisfy(q -> assertThat(q.evidence()).isEmpty());
        assertThat(advanced).hasSize(64).allSatisfy(q -> assertThat(q.evidence()).isNotBlank());
        assertThat(advanced.get(0).evidence()).isEqualTo("To get the total transaction amount per customer, join the customer and transaction tables, group by customer,"
                + " and sum the transaction amounts.");
    }
}

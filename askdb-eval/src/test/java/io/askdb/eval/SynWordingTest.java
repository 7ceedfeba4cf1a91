package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --wording syn}: Spider-Syn's paraphrase (src/test/resources/spider, CC BY-SA 4.0, Gan et al., ACL 2021). */
class SynWordingTest {
    private static final Path SAMPLE = Path.of("src/test/resources/spider/train-sample.json");

    @TempDir
    Path dir;

    @Test
    void should_ask_the_paraphrase_and_keep_ids_and_gold_when_the_syn_wording_is_asked() {
        List<EvalQuestion> original = DatasetReader.read(SAMPLE, DatasetFormat.SPIDER, Wording.ORIGINAL);
        List<EvalQuestion> syn = DatasetReader.read(SAMPLE, DatasetFormat.SPIDER, Wording.SYN);

        assertThat(original.get(0).question()).isEqualTo("How many heads of the departments are older than 56 ?");
        assertThat(syn.get(0).question()).isEqualTo("How many leaders of the divisions are older than 56 ?");
        assertThat(syn).extracting(EvalQuestion::id).containsExactlyElementsOf(original.stream().map(EvalQuestion::id).toList());
        assertThat(syn.get(0).goldSql()).isEqualTo(original.get(0).goldSql());
    }

    @Test
    void should_stop_naming_the_record_and_the_remedy_when_a_record_has_no_paraphrase() throws Exception {
        Path file = dir.resolve("dev.json");
        Files.writeString(file, "[{\"db_id\": \"shop\", \"question\": \"How many orders?\", \"query\": \"SELECT count(*) FROM orders\"}]");

        assertThatThrownBy(() -> DatasetReader.read(file, DatasetFormat.SPIDER, Wording.SYN))
                .isInstanceOf(AskdbException.class)
                .hasMessage("dev.json record 1: field \"question_syn\" (the Spider-Syn paraphrase) is missing, and --wording syn asks it; "
                        + "give a Spider-Syn file (each record with question_syn, e.g. Spider-Syn's train_spider.json) or use --wording original.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_stop_when_the_syn_wording_is_asked_of_another_format() {
        assertThatThrownBy(() -> DatasetReader.read(Path.of("../data/chinook/eval.jsonl"), DatasetFormat.JSONL, Wording.SYN))
                .hasMessage("eval.jsonl is a jsonl dataset, and --wording syn needs Spider JSON records with question_syn (Spider-Syn); "
                        + "use --wording original.");
    }
}

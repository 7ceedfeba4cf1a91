package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.langchain4j.LlmSqlGenerator;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptedChatModelTest {
    @Test
    void should_give_the_generator_the_scripted_sql_with_confidence_90_when_it_asks() {
        ScriptedChatModel model = new ScriptedChatModel();
        model.script("SELECT \"Name\" FROM Genre WHERE Name = 'Rock'");

        Generation g = new LlmSqlGenerator(model, "bench/scripted")
                .generate(new GenerationRequest("Which genre is rock?", GuardCorpusTest.chinook(), List.of()));

        assertThat(g).isInstanceOfSatisfying(CandidateSql.class, c -> {
            assertThat(c.sql()).isEqualTo("SELECT \"Name\" FROM Genre WHERE Name = 'Rock'");
            assertThat(c.confidence()).isEqualTo(90);
            assertThat(c.ambiguousTerms()).isEmpty();
        });
        assertThat(model.calls()).isEqualTo(1);
        assertThat(model.requests()).singleElement().satisfies(r -> assertThat(r.messages()).hasSize(2));
    }

    @Test
    void should_refuse_to_answer_when_nothing_was_scripted() {
        ScriptedChatModel model = new ScriptedChatModel();

        assertThatThrownBy(() -> model.doChat(null)).isInstanceOf(IllegalStateException.class)
                .hasMessage("ScriptedChatModel was asked before any reply was scripted");
    }
}

package io.askdb.eval;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import java.util.List;
import java.util.Objects;

/**
 * A generator that answers with the question's first gold SQL alternative: scoring it is the
 * sanity check of the harness (it must give 100% EX), and it exercises the guard on every gold
 * statement.
 *
 * @since 0.1
 */
public final class GoldGenerator implements SqlGenerator {
    private final EvalQuestion question;

    /** @param question the question whose gold SQL is returned; not null */
    public GoldGenerator(EvalQuestion question) {
        this.question = Objects.requireNonNull(question, "question");
    }

    @Override
    public Generation generate(GenerationRequest request) {
        if (question.goldSql().isEmpty()) {
            return new Declined("Question " + question.id() + " has no gold SQL.", List.of(), null);
        }
        return CandidateSql.of(question.goldSql().get(0), 100);
    }

    @Override
    public String name() {
        return "gold";
    }
}

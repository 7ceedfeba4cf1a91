package io.askdb.eval;

import java.nio.file.Path;
import java.util.List;

/**
 * A finished evaluation.
 *
 * @param summary the figures
 * @param results every question's result, in run order (resumed ones first)
 * @param outDir  where report.json, summary.md and questions.jsonl were written
 * @since 0.1
 */
public record EvalRun(EvalSummary summary, List<QuestionResult> results, Path outDir) {
    public EvalRun {
        results = List.copyOf(results);
    }
}

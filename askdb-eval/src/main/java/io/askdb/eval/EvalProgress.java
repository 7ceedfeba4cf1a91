package io.askdb.eval;

/**
 * Progress of a running evaluation, reported after each question.
 *
 * @param done    questions finished in this run, including resumed ones
 * @param total   questions in this run
 * @param correct questions correct so far
 * @param scored  questions scored so far (the EX denominator)
 * @param last    the question just finished
 * @since 0.1
 */
public record EvalProgress(int done, int total, int correct, int scored, QuestionResult last) {
}

package io.askdb.eval;

import java.util.Locale;
import java.util.Map;

/**
 * Renders an {@link EvalSummary} as Markdown for {@code summary.md} and the terminal: the EX
 * headline, wording and sample, coverage and precision, verdict counts, coverage by Spider hardness,
 * the most common decline reasons, one table per breakdown (rows sorted by key), time and tokens,
 * and linking recall. Percentages have one decimal place.
 */
final class SummaryMarkdown {
    private final EvalSummary s;
    private final StringBuilder out = new StringBuilder();

    private SummaryMarkdown(EvalSummary summary) {
        this.s = summary;
    }

    static String render(EvalSummary summary) {
        return new SummaryMarkdown(summary).all();
    }

    private String all() {
        line("# askdb eval: " + cell(s.dataset()));
        line("");
        line(headline());
        line("");
        line("Generator `" + cell(s.generator()) + "`; " + s.total() + " questions, " + s.scored()
                + " scored; valid SQL " + percent(s.validSqlRate()) + " of the predicted SQL.");
        line("Questions in the " + s.wording() + " wording" + (s.sample() == null ? "" : "; a random sample of "
                + s.sample().size() + " (seed " + s.sample().seed() + ")") + ".");
        line("Coverage " + s.answered() + "/" + s.scored() + " = " + percent(s.coverage()) + " (answered with SQL that ran); precision "
                + s.correct() + "/" + s.answered() + " = " + percent(s.precision()) + " (right of answered).");
        verdicts();
        hardness();
        declineReasons();
        s.byTag().forEach((key, breakdown) -> breakdown("By " + cell(key) + (key.equals("hardness") ? " tag" : ""), cell(key), breakdown));
        breakdown("By database", "database", s.byDb());
        timeAndTokens();
        linking();
        return out.toString();
    }

    private String headline() {
        String rules = "(" + s.comparison().name().toLowerCase(Locale.ROOT) + " rules)";
        if (s.scored() == 0) return "EX not measured: none of the " + s.total() + " questions was scored " + rules;
        return "EX " + s.correct() + "/" + s.scored() + " = " + percent(s.ex()) + " " + rules;
    }

    private void verdicts() {
        section("Verdicts");
        line("| verdict | questions |");
        line("|---|---:|");
        s.verdicts().forEach((verdict, count) -> line("| " + verdict + " | " + count + " |"));
    }

    private void hardness() {
        section("By hardness");
        line("Spider's hardness of the gold SQL (its evaluator's rules); asked = scored questions.");
        line("");
        line("| hardness | asked | answered | right | coverage | precision |");
        line("|---|---:|---:|---:|---:|---:|");
        s.byHardness().forEach((level, c) -> line("| " + level + " | " + c.asked() + " | " + c.answered() + " | " + c.right()
                + " | " + percent(c.coverage()) + " | " + percent(c.precision()) + " |"));
    }

    private void declineReasons() {
        section("Most common decline reasons");
        if (s.declineReasons().isEmpty()) {
            line("No question was declined.");
            return;
        }
        line("| reason | questions | examples |");
        line("|---|---:|---|");
        s.declineReasons().forEach(d -> line("| " + cell(d.reason()) + " | " + d.count() + " | "
                + cell(String.join(", ", d.examples())) + " |"));
    }

    private void breakdown(String title, String keyHeader, Map<String, Breakdown> rows) {
        section(title);
        line("| " + keyHeader + " | questions | scored | correct | EX |");
        line("|---|---:|---:|---:|---:|");
        rows.forEach((key, b) -> line("| " + cell(key) + " | " + b.total() + " | " + b.scored() + " | "
                + b.correct() + " | " + percent(b.ex()) + " |"));
    }

    private void timeAndTokens() {
        section("Time and tokens");
        line("| time per question (ms) | median | p95 |");
        line("|---|---:|---:|");
        line("| elapsed | " + s.elapsedMillis().median() + " | " + s.elapsedMillis().p95() + " |");
        line("| model | " + s.modelMillis().median() + " | " + s.modelMillis().p95() + " |");
        line("| askdb | " + s.askdbMillis().median() + " | " + s.askdbMillis().p95() + " |");
        line("");
        line("Model calls " + s.modelCalls() + ", input tokens " + s.inputTokens() + ", output tokens "
                + s.outputTokens() + "; repairs " + s.repairs() + " (in " + s.questionsRepaired()
                + " questions); clarifications " + s.clarifications() + ".");
    }

    private void linking() {
        section("Schema-linking recall");
        RecallSummary r = s.linking();
        if (r.questions() == 0) {
            line("Not measured: no question had both a schema linker and gold tables.");
            return;
        }
        line("Measured on " + r.questions() + " questions (" + r.columnQuestions() + " with gold columns).");
        line("");
        StringBuilder header = new StringBuilder("| recall |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int k : LinkingRecall.KS) {
            header.append(" k=").append(k).append(" |");
            rule.append("---:|");
        }
        line(header.toString());
        line(rule.toString());
        line(recallRow("tables", r.tableRecall()));
        if (r.columnQuestions() > 0) line(recallRow("columns", r.columnRecall()));
        PromptRecallSummary p = r.prompt();
        if (p == null) return;
        line("");
        line(String.format(Locale.ROOT, "Prompt recall at a budget of %d prompt tokens (o200k_base): the share of questions whose gold "
                + "tables, and gold columns, are all in the schema the model is shown; its tokens mean %.0f, p95 %d.",
                p.budget(), p.meanTokens(), p.p95Tokens()));
        line("");
        line("| prompt recall | all gold in the prompt |");
        line("|---|---:|");
        line("| tables | " + percent(p.tables()) + " |");
        if (p.columnQuestions() > 0) line("| columns | " + percent(p.columns()) + " |");
    }

    private static String recallRow(String label, Map<Integer, Double> means) {
        StringBuilder row = new StringBuilder("| " + label + " |");
        for (int k : LinkingRecall.KS) row.append(' ').append(means.containsKey(k) ? percent(means.get(k)) : "-").append(" |");
        return row.toString();
    }

    private void section(String title) {
        line("");
        line("## " + title);
        line("");
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    private static String percent(double ratio) {
        return String.format(Locale.ROOT, "%.1f%%", ratio * 100);
    }

    /** Keeps a value on one table row: pipes escaped, line breaks as spaces. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace('\n', ' ').replace('\r', ' ');
    }
}

package io.askdb.app.cli;

import io.askdb.eval.EvalProgress;
import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress bar for long runs on stderr: redrawn in place on a terminal, one line per tenth of
 * the run otherwise (logs and pipes stay readable).
 */
final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintStream err;
    private final boolean terminal;
    private int lastTenth = -1;
    private boolean drawn;

    ProgressBar(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    void update(EvalProgress p) {
        draw(line(p), p.done(), p.total());
    }

    /** Draws a plain bar: {@code [####------] 120/463  label}. */
    void update(int done, int total, String label) {
        int filled = total == 0 ? WIDTH : Math.min(WIDTH, done * WIDTH / total);
        draw(String.format(Locale.ROOT, "[%s%s] %d/%d  %s", "#".repeat(filled), "-".repeat(WIDTH - filled), done, total, label),
                done, total);
    }

    private void draw(String line, int done, int total) {
        if (terminal) {
            err.print("\r" + line);
            err.flush();
            drawn = true;
            return;
        }
        int tenth = total == 0 ? 10 : done * 10 / total;
        if (tenth != lastTenth) {
            lastTenth = tenth;
            err.println(line);
        }
    }

    void finish() {
        if (drawn) err.println();
    }

    static String line(EvalProgress p) {
        int filled = p.total() == 0 ? WIDTH : Math.min(WIDTH, p.done() * WIDTH / p.total());
        String ex = p.scored() == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * p.correct() / p.scored());
        return String.format(Locale.ROOT, "[%s%s] %d/%d  EX %s  question %s: %s", "#".repeat(filled), "-".repeat(WIDTH - filled),
                p.done(), p.total(), ex, p.last().id(), p.last().verdict().name().toLowerCase(Locale.ROOT));
    }
}

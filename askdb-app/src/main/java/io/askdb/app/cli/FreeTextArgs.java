package io.askdb.app.cli;

import java.util.List;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Positional text that may start with a dash: SQL that opens with a line comment
 * ({@code askdb sql "-- note\nSELECT 1"}) or a question such as {@code "-- what sold best?"}.
 *
 * <p>picocli reads an argument that shares the {@code --} prefix with the command's options as an
 * option and fails it as unmatched (exit 2). The commands that take SQL or a question turn that off
 * ({@link CommandLine#setUnmatchedOptionsArePositionalParams(boolean)}), and then check their words
 * here: a word shaped like an option ({@code --jsn}, {@code -x}, {@code --max-rowz=5}: a dash, a
 * letter, no white space) is still refused as an unknown option, with picocli's suggestions, so a
 * mistyped flag never becomes part of the SQL or the question. A word with white space in it (a
 * comment and then the statement) is text. After {@code --} every word is text.
 */
final class FreeTextArgs {
    private static final Pattern OPTION_SHAPED = Pattern.compile("--?\\p{Alpha}[\\p{Alnum}-]*(=\\S*)?");

    private FreeTextArgs() {
    }

    /** Lets the named subcommands take unmatched dash-words as positional text (checked by {@link #check}). */
    static void allowIn(CommandLine root, String... subcommands) {
        for (String name : subcommands) root.getSubcommands().get(name).setUnmatchedOptionsArePositionalParams(true);
    }

    /**
     * @param spec  the command's spec, after parsing
     * @param words its positional words; may be null
     * @throws CommandLine.UnmatchedArgumentException for a word shaped like an option that none of
     *         the command's options matched, unless {@code --} ended the options
     */
    static void check(CommandSpec spec, List<String> words) {
        if (words == null) return;
        CommandLine line = spec.commandLine();
        CommandLine.ParseResult parsed = line.getParseResult();
        if (parsed != null && parsed.originalArgs().contains("--")) return;
        List<String> unknown = words.stream().filter(w -> OPTION_SHAPED.matcher(w).matches()).toList();
        if (!unknown.isEmpty()) throw new CommandLine.UnmatchedArgumentException(line, unknown);
    }
}

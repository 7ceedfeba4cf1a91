package io.askdb.langchain4j;

import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.Example;
import io.askdb.prompt.DataBlock;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders what grounds a question besides the schema: the evidence given with the question,
 * passages of the knowledge folder, and verified examples. Each passage and example sits in its
 * own {@link DataBlock}, since documents and stored examples are data, not instructions. Every
 * method returns empty text when there is nothing to show, so its prompt section is left out.
 */
final class GroundingText {
    static final int MAX_PASSAGE_CHARS = 1_500;
    static final int MAX_EXAMPLE_CHARS = 2_000;

    private GroundingText() {
    }

    /** @return the evidence as one data block, or empty */
    static String evidence(String evidence) {
        return evidence == null || evidence.isBlank() ? "" : DataBlock.block(cut(evidence.strip(), MAX_PASSAGE_CHARS));
    }

    /** @return each passage as "From source, section heading:" and a data block, or empty */
    static String knowledge(List<EvidenceChunk> chunks) {
        List<String> parts = new ArrayList<>();
        for (EvidenceChunk c : chunks) {
            String where = DataBlock.flat(c.source(), 120) + (c.heading().isEmpty() ? "" : ", section " + DataBlock.flat(c.heading(), 120));
            parts.add("From " + DataBlock.escape(where) + ":\n" + DataBlock.block(cut(c.text().strip(), MAX_PASSAGE_CHARS)));
        }
        return String.join("\n\n", parts);
    }

    /** @return each example's question and SQL in one data block, or empty */
    static String examples(List<Example> examples) {
        List<String> parts = new ArrayList<>();
        for (Example e : examples) {
            parts.add(DataBlock.block("Question: " + DataBlock.flat(e.question(), 500) + "\nSQL: "
                    + cut(e.sql().strip(), MAX_EXAMPLE_CHARS)));
        }
        return String.join("\n\n", parts);
    }

    private static String cut(String text, int max) {
        return text.length() > max ? text.substring(0, max).stripTrailing() + "..." : text;
    }
}

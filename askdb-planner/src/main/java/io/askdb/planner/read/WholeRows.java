package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a request for whole rows ("What is all the information about the basketball match?",
 * "Show all details about each body builder", "everything about ...": SQL's {@code SELECT *}) from
 * the phrases of {@code whole.row} in cues.properties. A phrase is read only where it spans whole
 * chunks that name nothing of the catalog (a "details" that is a column's name stays that column),
 * and its chunks become one {@link Kind#FRAME}: what follows is the table whose rows are shown.
 */
public final class WholeRows {
    private static final Set<Kind> PLAIN = Set.of(Kind.FRAME, Kind.LINK, Kind.UNPLACED);

    /** Chunks with the whole-row phrase read, or the chunks unchanged. */
    public record Read(List<Chunk> chunks, boolean wholeRows) {
        public Read {
            chunks = List.copyOf(chunks);
        }
    }

    private static final Set<String> LISTED = Set.of("information", "info", "details of", "detail of");

    private WholeRows() {
    }

    /**
     * @param chunks the question's chunks
     * @param cues   the English read with; not null
     * @return the chunks with the first whole-row phrase read as one frame, or unchanged with {@code wholeRows} false
     */
    public static Read read(List<Chunk> chunks, Cues cues) {
        chunks = listed(chunks);
        for (List<String> phrase : cues.phrases("whole.row")) {
            for (int i = 0; i < chunks.size(); i++) {
                int end = match(chunks, i, phrase);
                if (end < 0) continue;
                List<Chunk> out = new ArrayList<>(chunks.subList(0, i));
                Chunk first = chunks.get(i), last = chunks.get(end - 1);
                out.add(new Chunk(Kind.FRAME, first.start(), last.end(), String.join(" ", phrase), null, null, null));
                out.addAll(chunks.subList(end, chunks.size()));
                return new Read(out, true);
            }
        }
        return new Read(chunks, false);
    }

    /**
     * "Give me the information and opening hour for each museum": a request word ("information", "details") listed with
     * other things to show names one of them, which no column spells: it is left for the decline to name, not dropped.
     */
    private static List<Chunk> listed(List<Chunk> chunks) {
        List<Chunk> out = new ArrayList<>(chunks);
        for (int i = 0; i + 1 < out.size(); i++) {
            Chunk c = out.get(i);
            if (c.kind() == Kind.FRAME && LISTED.contains(c.text()) && out.get(i + 1).kind() == Kind.AND) {
                out.set(i, new Chunk(Kind.UNPLACED, c.start(), c.end(), c.text(), null, null, null));
            }
        }
        return out;
    }

    /** @return the index after the chunks from i that spell the phrase exactly, or -1 */
    private static int match(List<Chunk> chunks, int i, List<String> phrase) {
        int w = 0;
        for (int k = i; k < chunks.size() && w < phrase.size(); k++) {
            Chunk c = chunks.get(k);
            if (!PLAIN.contains(c.kind())) return -1;
            for (String part : c.text().split(" ")) {
                if (w >= phrase.size() || !phrase.get(w).equals(part)) return -1;
                w++;
            }
            if (w == phrase.size()) return k + 1;
        }
        return -1;
    }
}

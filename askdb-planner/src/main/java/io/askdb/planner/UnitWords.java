package io.askdb.planner;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads "in milliseconds" or "in bytes" after a column's words as the unit the user expects, not
 * as a second column: "the shortest track length in milliseconds" is Track.Milliseconds once. A
 * mention right after "in" that names no table and names exactly a column an earlier mention may
 * mean is merged into that mention, which keeps only the columns the unit names.
 */
final class UnitWords {
    private UnitWords() {
    }

    /** Merges unit mentions into the mentions they restate; mentions stay in question order. */
    static void merge(QuestionReader.Pass p, List<Mention> mentions) {
        for (int i = mentions.size() - 1; i > 0; i--) {
            Mention unit = mentions.get(i);
            if (unit.namesTable() || unit.start() < 1 || !"in".equals(p.raw(unit.start() - 1))) continue;
            List<ColumnRef> exact = unit.columns().stream().filter(m -> m.strength() == 0).map(Mention.Match::ref).toList();
            if (exact.isEmpty()) continue;
            for (int k = i - 1; k >= 0; k--) {
                Mention m = mentions.get(k);
                if (m.namesTable()) continue;
                List<Mention.Match> kept = new ArrayList<>();
                for (Mention.Match c : m.columns()) if (exact.contains(c.ref())) kept.add(c);
                if (kept.isEmpty()) continue;
                mentions.set(k, new Mention(m.start(), m.end(), m.text(), List.of(), kept));
                mentions.remove(i);
                break;
            }
        }
    }
}

package io.askdb.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Coverage and precision by Spider hardness ({@link SpiderHardness}) of each question's first gold
 * SQL alternative: always easy, medium, hard and extra, in that order, then unknown when any gold
 * SQL did not parse (or a question had none). Only scored questions count, as in {@link Coverage}.
 */
final class HardnessBreakdown {
    private HardnessBreakdown() {
    }

    /** @return level to coverage, easiest first */
    static Map<String, Coverage> of(List<QuestionResult> results) {
        Map<String, List<QuestionResult>> groups = new LinkedHashMap<>();
        for (String level : SpiderHardness.LEVELS) groups.put(level, new ArrayList<>());
        for (QuestionResult r : results) {
            if (!r.verdict().scored()) continue;
            String level = r.goldSql().isEmpty() ? SpiderHardness.UNKNOWN : SpiderHardness.of(r.goldSql().get(0));
            groups.computeIfAbsent(level, k -> new ArrayList<>()).add(r);
        }
        Map<String, Coverage> out = new LinkedHashMap<>();
        groups.forEach((level, rs) -> out.put(level, Coverage.of(rs)));
        return out;
    }
}

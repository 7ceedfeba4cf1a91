package io.askdb.planner;

import io.askdb.semantic.Metric;
import java.util.Objects;

/**
 * Words of the question that name a metric of the semantic model.
 *
 * @param start  index of the first token
 * @param end    index after the last token
 * @param text   the words as written; not null
 * @param metric the metric; not null
 */
record MetricMention(int start, int end, String text, Metric metric) {
    MetricMention {
        Objects.requireNonNull(text, "MetricMention.text");
        Objects.requireNonNull(metric, "MetricMention.metric");
    }
}

package io.askdb.sql;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * A query with a DuckDB {@code USING SAMPLE} clause, which JSqlParser's {@link PlainSelect} has no
 * place for: it writes the clause after its body (after QUALIFY and WINDOW, before ORDER BY,
 * LIMIT and OFFSET), where DuckDB's grammar reads it. Holds every field of the query it replaces.
 */
final class SampledSelect extends PlainSelect {
    private final LiteralSample sample;

    private SampledSelect(LiteralSample sample) {
        this.sample = sample;
    }

    /** @return a copy of {@code select} (sharing its parts) that writes {@code sample} after its body */
    static SampledSelect of(PlainSelect select, LiteralSample sample) {
        SampledSelect out = new SampledSelect(sample);
        for (Class<?> c = PlainSelect.class; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                try {
                    f.setAccessible(true);
                    f.set(out, f.get(select));
                } catch (IllegalAccessException | RuntimeException e) {
                    throw new IllegalStateException("cannot copy " + f + " of the SQL syntax tree", e);
                }
            }
        }
        return out;
    }

    /** @return the sample clause this query writes after its body */
    LiteralSample sample() {
        return sample;
    }

    @Override
    public StringBuilder appendSelectBodyTo(StringBuilder builder) {
        return super.appendSelectBodyTo(builder).append(sample);
    }
}

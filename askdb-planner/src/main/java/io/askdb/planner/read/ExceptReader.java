package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads "A but not B" where B only names other values for the conditions of A: "courses in the
 * Statistics department but not the Psychology department", "tracks on the Movies playlist but not
 * in the Music playlist", "courses offered in Fall of 2009 but not in Spring of 2010". The rows asked
 * about are those of A less those of B (EXCEPT), B being the question read again with its values in
 * place of the last values before "but".
 *
 * <p>What is read: "but" ({@code except.but} of cues.properties), a negation ({@code absent.not}, or
 * "not" read as a comparison), then up to the end of the sentence only function words, values and
 * numbers, and catalog phrases that the part before "but" also names after its first replaced value.
 * Each value of B replaces one of A in order, a stored value one the value linker found in a column of
 * the same name, a number a number. Anything else is left in place, so the shape reader declines naming "but".
 * A negated relationship after "but" ("but did not file any claims") is not read here.
 */
final class ExceptReader {
    private final Cues cues;
    private final ShapeReader shapes = new ShapeReader();

    ExceptReader(Cues cues) {
        this.cues = cues;
    }

    /**
     * @param c the question's chunks; on success "but" and what follows it up to the end of its sentence are removed
     * @return the nest for the rows taken away, or null when the question has no "but not" read so
     */
    Nest.Except read(List<Chunk> c) {
        for (int i = 1; i < c.size(); i++) {
            if (c.get(i).kind() != Kind.UNPLACED || !is("except.but", c.get(i).text())) continue;
            int n = i + 1;
            while (n < c.size() && c.get(n).kind() == Kind.LINK) n++;
            if (n >= c.size() || !negation(c.get(n))) return null;
            int end = n + 1;
            while (end < c.size() && c.get(end).kind() != Kind.FRAME) end++;
            List<Chunk> right = new ArrayList<>();
            for (int k = n + 1; k < end; k++) if (c.get(k).kind() != Kind.LINK) right.add(c.get(k));
            List<Chunk> values = right.stream().filter(ExceptReader::value).toList();
            List<Integer> before = new ArrayList<>();
            for (int k = 0; k < i; k++) if (value(c.get(k))) before.add(k);
            if (values.isEmpty() || before.size() < values.size()) return null;
            List<Integer> replaced = before.subList(before.size() - values.size(), before.size());
            for (int k = 0; k < values.size(); k++) if (!same(c.get(replaced.get(k)), values.get(k))) return null;
            int from = replaced.get(0) - 1;
            while (from > 0 && c.get(from).kind() == Kind.LINK) from--;
            for (Chunk r : right) if (!value(r) && !named(r, c.subList(Math.max(from, 0), i))) return null;
            // "held the title Sales Person, but never Clerical Staff": the comma goes with "but"
            int start = c.get(i - 1).kind() == Kind.AND && c.get(i - 1).text().equals(",") ? i - 1 : i;
            List<Chunk> other = new ArrayList<>(c.subList(0, start));
            for (int k = 0; k < values.size(); k++) other.set(replaced.get(k), values.get(k));
            other.addAll(c.subList(end, c.size()));
            if (!(shapes.read(other) instanceof QuestionShape shape)) return null;
            c.subList(start, end).clear();
            return new Nest.Except(shape);
        }
        return null;
    }

    private boolean negation(Chunk ch) {
        if (ch.kind() == Kind.NE) return ch.text().equals("not");
        return (ch.kind() == Kind.UNPLACED || ch.kind() == Kind.LINK) && is("absent.not", ch.text());
    }

    private static boolean value(Chunk ch) {
        return ch.kind() == Kind.VALUE || ch.kind() == Kind.NUMBER;
    }

    /** True when the value b can stand where a stands: both numbers, or values found in a same column (or both found in none). */
    private static boolean same(Chunk a, Chunk b) {
        if (a.kind() != b.kind()) return false;
        if (a.kind() == Kind.NUMBER) return true;
        if (a.valueColumns().isEmpty() || b.valueColumns().isEmpty()) return a.valueColumns().isEmpty() && b.valueColumns().isEmpty();
        // the linker may find "Statistics" in instructor.dept_name and "Psychology" in course.dept_name: the same column name
        return a.valueColumns().stream().anyMatch(x -> b.valueColumns().stream().anyMatch(y -> x.column() != null && y.column() != null
                && x.column().name().equalsIgnoreCase(y.column().name())));
    }

    /** True when the catalog phrase r names what a phrase of the part before "but" names. */
    private static boolean named(Chunk r, List<Chunk> left) {
        if (r.kind() != Kind.TERM) return false;
        for (Chunk l : left) if (l.kind() == Kind.TERM && l.term().targets().equals(r.term().targets())) return true;
        return false;
    }

    private boolean is(String key, String text) {
        return cues.phrases(key).contains(List.of(text.split(" ")));
    }
}

package io.askdb.planner.read;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a verb that names the table joining the two parts of a question ("students <b>enrolled</b> in courses":
 * Student_Course_Enrolment; "technicians <b>assigned</b> to machines": repair_assignment; "students <b>living</b> in
 * a dorm": Lives_in) as a mention of that table, so the join goes through it and not through another table that
 * also joins the two. A word nothing else placed is read so only when all of these hold:
 * <ul>
 *   <li>it has a verb's form ({@link VerbForms});</li>
 *   <li>a table or column phrase or a stored value stands before it and another after it, over function words and
 *       cues only (as {@link RelationVerbs});</li>
 *   <li>exactly one table of the catalog other than theirs has a word of its name sharing the verb's root
 *       ({@link VerbForms#sameRoot}), and it has a foreign key to a table of each of the two.</li>
 * </ul>
 */
public final class VerbTables {

    private VerbTables() {
    }

    /**
     * @param chunks  the question's chunks
     * @param catalog the catalog the phrases name; not null
     * @return the chunks with each such verb read as a {@link Kind#TERM} naming its table; the others unchanged
     */
    public static List<Chunk> read(List<Chunk> chunks, Catalog catalog) {
        List<Chunk> out = new ArrayList<>(chunks);
        for (int i = 0; i < out.size(); i++) {
            Chunk ch = out.get(i);
            if (!RelationVerbs.unplacedVerb(out, i)) continue;
            Set<Table> before = RelationVerbs.tables(RelationVerbs.mention(out, i, -1)), after = RelationVerbs.tables(RelationVerbs.mention(out, i, +1));
            if (before.isEmpty() || after.isEmpty()) continue;
            Table bridge = bridge(ch.text(), catalog, before, after);
            if (bridge == null) continue;
            Term term = new Term(ch.start(), ch.end(), ch.text(), List.of(new Target(bridge, null)), true);
            out.set(i, new Chunk(Kind.TERM, ch.start(), ch.end(), ch.text(), term, null, null, ch.possessive()));
        }
        return out;
    }

    /** @return the one table, neither side's, named by the verb's root and referencing a table of each side; or null */
    private static Table bridge(String verb, Catalog catalog, Set<Table> before, Set<Table> after) {
        Table found = null;
        for (Table t : catalog.tables()) {
            if (before.contains(t) || after.contains(t)) continue;
            if (Identifier.words(t.id().name()).stream().noneMatch(w -> VerbForms.sameRoot(verb, w))) continue;
            if (!references(t, before) || !references(t, after)) continue;
            if (found != null) return null;
            found = t;
        }
        return found;
    }

    private static boolean references(Table t, Set<Table> side) {
        for (ForeignKey fk : t.foreignKeys()) for (Table s : side) if (fk.target().equals(s.id())) return true;
        return false;
    }
}

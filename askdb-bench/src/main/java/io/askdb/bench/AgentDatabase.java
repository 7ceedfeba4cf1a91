package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.eval.BeaverCatalogs;
import io.askdb.eval.DatasetFormat;
import io.askdb.eval.DatasetReader;
import io.askdb.eval.EvalQuestion;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A database the agent rows ask questions of, with its scripted questions.
 *
 * @param name      the short name used in row names, {@code chinook} or {@code beaver}; not blank
 * @param file      the SQLite file, opened read-only; not null
 * @param questions the questions with the SQL the scripted model answers each with; not empty
 * @param knowledge the database's knowledge folder of Markdown documents, or null when it has none
 */
record AgentDatabase(String name, Path file, List<ScriptedQuestion> questions, Path knowledge) {
    /** The BEAVER database measured: the one with the most columns (1,530 in 97 tables) and the most questions (121). */
    static final String BEAVER_DB = "dw";
    /** BEAVER's database with the most tables. */
    static final String NEUTRON_DB = "csail_stata_neutron";
    /** The documents of Chinook's knowledge folder (data/chinook/knowledge). */
    static final List<String> CHINOOK_KNOWLEDGE = List.of("customers.md", "revenue.md");

    AgentDatabase {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("AgentDatabase.name must not be blank");
        Objects.requireNonNull(file, "AgentDatabase.file");
        questions = List.copyOf(Objects.requireNonNull(questions, "AgentDatabase.questions"));
        if (questions.isEmpty()) throw new IllegalArgumentException("AgentDatabase.questions must not be empty (" + name + ")");
    }

    /**
     * Chinook with the 25 questions of {@code data/chinook/golden.jsonl}, each answered with its
     * gold SQL, and the Chinook knowledge folder.
     *
     * @param chinook the Chinook SQLite file; not null
     * @param workDir where the bundled questions and knowledge are copied; not null
     */
    static AgentDatabase chinook(Path chinook, Path workDir) {
        List<ScriptedQuestion> questions = DatasetReader.read(BundledData.copy("chinook/golden.jsonl", workDir), DatasetFormat.JSONL)
                .stream().map(q -> new ScriptedQuestion(q.question(), q.goldSql().get(0))).toList();
        CHINOOK_KNOWLEDGE.forEach(doc -> BundledData.copy("chinook/knowledge/" + doc, workDir));
        return new AgentDatabase("chinook", chinook, questions, BundledData.folder("chinook/knowledge", workDir));
    }

    /**
     * BEAVER's {@value #BEAVER_DB} schema as an empty SQLite file {@code beaver-dw.sqlite} in the
     * work directory, with the questions of {@code dev_dw.json}, each answered with
     * {@code SELECT COUNT(*) FROM <its first gold table>} (the data has no rows, so the SQL only
     * has to be valid), and no knowledge folder.
     *
     * @param workDir where the bundled files are copied and the database is written; not null
     */
    static AgentDatabase beaver(Path workDir) {
        return beaver(workDir, BEAVER_DB, "dev_" + BEAVER_DB + ".json", "beaver");
    }

    /**
     * BEAVER's largest schema by table count, {@value #NEUTRON_DB} (175 tables, 819 columns), with
     * its 30 questions of {@code dev_nw.json}; otherwise as {@link #beaver(Path)}.
     *
     * @param workDir where the bundled files are copied and the database is written; not null
     */
    static AgentDatabase neutron(Path workDir) {
        return beaver(workDir, NEUTRON_DB, "dev_nw.json", "beaver.neutron");
    }

    private static AgentDatabase beaver(Path workDir, String db, String dataset, String name) {
        Catalog catalog = BeaverCatalogs.read(BundledData.copy("beaver/dev_tables.json", workDir)).get(db);
        Path file = EmptySqlite.write(catalog, workDir.resolve("beaver-" + db + ".sqlite"));
        List<ScriptedQuestion> questions = DatasetReader.read(BundledData.copy("beaver/" + dataset, workDir), DatasetFormat.BEAVER)
                .stream().filter(q -> q.db().equals(db) && !q.goldTables().isEmpty())
                .map(AgentDatabase::countOfFirstGoldTable).toList();
        return new AgentDatabase(name, file, questions, null);
    }

    private static ScriptedQuestion countOfFirstGoldTable(EvalQuestion q) {
        return new ScriptedQuestion(q.question(), "SELECT COUNT(*) FROM " + Dialect.SQLITE.quote(q.goldTables().get(0)));
    }
}

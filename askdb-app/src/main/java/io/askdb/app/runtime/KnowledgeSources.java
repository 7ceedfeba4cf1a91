package io.askdb.app.runtime;

import io.askdb.app.config.AskdbConfig;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a database's knowledge is: the semantic model, the knowledge folder and the examples
 * file, as configured, or the demo's own for the demo database. Configured paths are checked up
 * front, whether or not an LLM will read them, so that a mistyped path is reported, not ignored.
 */
final class KnowledgeSources {
    private final AskdbConfig config;

    KnowledgeSources(AskdbConfig config) {
        this.config = config;
    }

    /** @throws AskdbException (CONFIGURATION) naming the setting of a path that is missing or of the wrong kind */
    void check() {
        Path dir = config.agent().knowledgeDir();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "The knowledge folder " + dir
                    + (Files.exists(dir) ? " is a file, not a folder" : " does not exist")
                    + " (askdb.knowledge.dir / ASKDB_KNOWLEDGE_DIR / --knowledge-dir): point it at the folder of Markdown"
                    + " documents about this database.");
        }
        Path semantic = config.agent().semanticPath();
        if (semantic != null && !Files.isRegularFile(semantic)) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "The semantic model " + semantic
                    + (Files.exists(semantic) ? " is not a file" : " does not exist")
                    + " (askdb.semantic.path / ASKDB_SEMANTIC_PATH / --semantic-path): write one with askdb model init.");
        }
        Path examples = config.agent().examplesPath();
        if (examples != null && Files.isDirectory(examples)) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "The examples file " + examples
                    + " is a folder (askdb.examples.path / ASKDB_EXAMPLES_PATH / --examples-path): point it at a JSONL file"
                    + " (it is created by askdb example when missing).");
        }
    }

    /** @return the knowledge folder, the demo's for the demo database, or null */
    Path knowledgeDir() {
        if (config.agent().knowledgeDir() != null) return config.agent().knowledgeDir();
        return config.db() == null ? DemoDatabase.knowledgeDir(config.dataDir()) : null;
    }

    /** @return the semantic model's file, the demo's for the demo database, or null */
    Path semanticPath() {
        if (config.agent().semanticPath() != null) return config.agent().semanticPath();
        return config.db() == null ? DemoDatabase.semanticFile(config.dataDir()) : null;
    }

    /** @return the verified examples file, or null */
    Path examplesPath() {
        return config.agent().examplesPath();
    }
}

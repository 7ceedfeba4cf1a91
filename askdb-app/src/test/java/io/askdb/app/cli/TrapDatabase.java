package io.askdb.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The trap database of issue 4 (data/trap/trap.sql), built as a fresh SQLite file. */
final class TrapDatabase {
    private TrapDatabase() {
    }

    static Path create(Path dir) throws Exception {
        String script = Files.readString(Path.of("../data/trap/trap.sql"));
        return SqliteFixture.create(dir, "trap", script.strip().replaceAll(";\\s*$", ""));
    }
}

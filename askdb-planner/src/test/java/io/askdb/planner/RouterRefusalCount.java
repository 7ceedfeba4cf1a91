package io.askdb.planner;

import io.askdb.routing.Route;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A measuring tool, not a test: counts the questions the router refuses, so a change to the write
 * cues can be checked against question sets that hold no write request (issue 15, case N14). Each
 * argument is a UTF-8 file with one question a line; every refused question is printed.
 *
 * <p>Run from the module after {@code mvn test-compile}: {@code java -cp
 * target/classes:target/test-classes:../askdb-core/target/classes io.askdb.planner.RouterRefusalCount FILE...}
 */
final class RouterRefusalCount {
    private RouterRefusalCount() {
    }

    public static void main(String[] args) throws IOException {
        CueRouter router = new CueRouter();
        for (String file : args) {
            int questions = 0;
            int refused = 0;
            for (String q : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
                if (q.isBlank()) continue;
                questions++;
                if (router.route(q) instanceof Route.Refuse r) {
                    refused++;
                    System.out.println("refused: " + q + "  (" + r.reason() + ")");
                }
            }
            System.out.println(file + ": " + refused + " of " + questions + " refused");
        }
    }
}

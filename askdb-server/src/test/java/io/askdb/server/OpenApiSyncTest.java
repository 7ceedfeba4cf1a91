package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hand-written OpenAPI document lists exactly the routes the server registers. */
class OpenApiSyncTest {
    @TempDir
    Path dir;

    @Test
    void should_list_every_registered_route_and_no_other_when_the_document_is_served() throws Exception {
        try (ChinookServer chinook = ChinookServer.local(dir)) {
            JsonNode doc = Http.json(new Http(chinook.base()).get("/api/openapi.json"));
            List<String> documented = new ArrayList<>();
            doc.get("paths").fields().forEachRemaining(path -> path.getValue().fieldNames()
                    .forEachRemaining(method -> documented.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey())));

            assertThat(doc.get("openapi").asText()).isEqualTo("3.1.0");
            assertThat(documented).containsExactlyInAnyOrderElementsOf(chinook.server.routes());
        }
    }
}

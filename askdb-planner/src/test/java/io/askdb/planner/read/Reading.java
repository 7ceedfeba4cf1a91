package io.askdb.planner.read;

import io.askdb.generation.GenerationRequest;
import io.askdb.planner.SpiderDatabases;
import java.util.List;

/** Test-only: reads a question over a Spider database (src/test/resources/spider) through the read stage's parts. */
final class Reading {
    private Reading() {
    }

    static List<Chunk> chunks(String db, String question) {
        GenerationRequest r = SpiderDatabases.request(db, question);
        return new Chunker(Cues.standard()).read(Words.of(question), new SchemaTerms(r.catalog()), r.linked().values());
    }

    static ReadOutcome shape(String db, String question) {
        return new ShapeReader().read(chunks(db, question));
    }

    /** @return each chunk as KIND[text] */
    static List<String> kinds(List<Chunk> chunks) {
        return chunks.stream().map(c -> c.kind() + "[" + c.text() + "]").toList();
    }
}

package io.askdb.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Concurrent clients asking a rotating set of questions over {@code POST /api/query} on one
 * {@link HttpClient} (HTTP/1.1 keep-alive), each client on its own thread of a fixed pool, one
 * question at a time. Answers in the warm-up are not timed; every answer's {@code history_id} is
 * kept, to check afterwards that the history holds each one.
 */
final class LoadClients {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a measured run gave: latencies of answered questions, errors by kind, and every history id returned. */
    /** @param byQuestion each question's measured latencies, in milliseconds, in no order */
    record Outcome(double[] latenciesMs, int answered, Map<String, Integer> errors, Set<Long> historyIds,
                   int sent, double measuredSeconds, Map<String, double[]> byQuestion) {
    }

    private final URI query;
    private final List<String> questions;
    private final int clients;
    private final HttpClient http;

    LoadClients(String base, List<String> questions, int clients) {
        this.query = URI.create(base + "/api/query");
        this.questions = List.copyOf(questions);
        this.clients = clients;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(4, r -> {
                    Thread t = new Thread(r, "load-http");
                    t.setDaemon(true);
                    return t;
                })).connectTimeout(Duration.ofSeconds(5)).build();
    }

    Outcome run(Duration warmUp, Duration measured) throws InterruptedException {
        long start = System.nanoTime();
        long measureFrom = start + warmUp.toNanos();
        long end = measureFrom + measured.toNanos();
        List<double[]> perClient = new ArrayList<>();
        int[] answeredPerClient = new int[clients];
        Map<String, Integer> errors = new ConcurrentHashMap<>();
        Set<Long> ids = ConcurrentHashMap.newKeySet();
        AtomicInteger sent = new AtomicInteger();
        Map<String, List<Double>> byQuestion = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        for (int c = 0; c < clients; c++) {
            double[] latencies = new double[50_000];
            perClient.add(latencies);
            int client = c;
            pool.execute(() -> {
                int k = client;
                while (System.nanoTime() < end) {
                    String question = questions.get(k++ % questions.size());
                    long t0 = System.nanoTime();
                    sent.incrementAndGet();
                    String error = ask(question, ids);
                    long t1 = System.nanoTime();
                    if (error != null) {
                        errors.merge(error, 1, Integer::sum);
                    } else if (t0 >= measureFrom && t1 <= end && answeredPerClient[client] < latencies.length) {
                        latencies[answeredPerClient[client]++] = (t1 - t0) / 1e6;
                        byQuestion.computeIfAbsent(question, q -> java.util.Collections.synchronizedList(new ArrayList<>()))
                                .add((t1 - t0) / 1e6);
                    }
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(warmUp.plus(measured).toSeconds() + 60, TimeUnit.SECONDS);
        int answered = 0;
        for (int n : answeredPerClient) answered += n;
        double[] all = new double[answered];
        int at = 0;
        for (int c = 0; c < clients; c++) {
            System.arraycopy(perClient.get(c), 0, all, at, answeredPerClient[c]);
            at += answeredPerClient[c];
        }
        Map<String, double[]> perQuestion = new java.util.TreeMap<>();
        byQuestion.forEach((q, l) -> perQuestion.put(q, l.stream().mapToDouble(Double::doubleValue).toArray()));
        return new Outcome(all, answered, Map.copyOf(errors), Set.copyOf(ids), sent.get(), measured.toMillis() / 1000.0, perQuestion);
    }

    /** @return null when answered (its history id added to ids), else what went wrong */
    private String ask(String question, Set<Long> ids) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(query).timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("question", question)))).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) return "HTTP " + response.statusCode();
            JsonNode body = JSON.readTree(response.body());
            if (body.hasNonNull("history_id")) ids.add(body.get("history_id").asLong());
            return "answered".equals(body.path("status").asText()) ? null : "status " + body.path("status").asText();
        } catch (java.io.IOException e) {
            return e.getClass().getSimpleName();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}

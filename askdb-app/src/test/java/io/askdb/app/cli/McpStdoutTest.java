package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code askdb mcp} as a plain process, without an MCP client: stdout carries nothing but
 * JSON-RPC messages, the process ends with exit code 0 when stdin closes, and a bad database
 * fails at once with a message on stderr.
 */
class McpStdoutTest {
    @TempDir
    Path dir;

    private Process start(String... askdbArgs) throws IOException {
        List<String> command = new ArrayList<>(List.of(McpLaunch.java()));
        command.addAll(McpLaunch.args(askdbArgs));
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile());
        pb.environment().putAll(McpLaunch.env(dir));
        return pb.start();
    }

    @Test
    void should_write_only_protocol_to_stdout_and_exit_0_when_stdin_closes() throws Exception {
        Path db = McpLaunch.chinookCopy(dir);
        Process p = start("mcp", "--db", db.toString());
        try (OutputStream in = p.getOutputStream()) {
            in.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            JsonNode reply = Json.MAPPER.readTree(out.readLine());
            assertThat(reply.get("id").asInt()).isEqualTo(1);
            assertThat(reply.get("result").get("serverInfo").get("name").asText()).isEqualTo("askdb");
        }
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<String> rest = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).lines().toList();
        for (String line : rest) assertThat(Json.MAPPER.readTree(line).get("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(p.exitValue()).isZero();
        assertThat(java.nio.file.Files.readString(dir.resolve("stderr.txt")))
                .contains("askdb: serving chinook (jdbc:sqlite:" + db + ") over MCP on stdio until stdin closes.");
    }

    @Test
    void should_exit_2_with_nothing_on_stdout_when_the_database_file_is_missing() throws Exception {
        Process p = start("mcp", "--db", dir.resolve("missing.sqlite").toString());
        p.getOutputStream().close();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.getInputStream().readAllBytes()).isEmpty();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(java.nio.file.Files.readString(dir.resolve("stderr.txt"))).startsWith("askdb: ").contains("missing.sqlite");
    }
}

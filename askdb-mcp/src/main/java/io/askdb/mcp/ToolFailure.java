package io.askdb.mcp;

/**
 * A tool's own failure, written for the calling model: what was wrong and what to do. The
 * server turns it into a tool result marked {@code isError}, never into a protocol error.
 */
final class ToolFailure extends RuntimeException {
    ToolFailure(String message) {
        super(message);
    }
}

package io.askdb.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;

/** One askdb tool: its definition as tools/list shows it, and what a call does. */
interface AskdbTool {
    /** @return the tool's name, description and input schema */
    Tool definition();

    /**
     * @param args the call's arguments, already checked against the input schema
     * @return the result; a refusal or decline is a result marked isError
     * @throws ToolFailure for a failure the model can correct (unknown table, bad argument)
     */
    CallToolResult call(Arguments args);
}

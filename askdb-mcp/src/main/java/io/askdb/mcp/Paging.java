package io.askdb.mcp;

import io.askdb.catalog.TablePage;
import io.askdb.catalog.TableQuery;

/**
 * The output budget of catalog tools, and reading a page's arguments. The default budget,
 * {@value #DEFAULT_MAX_OUTPUT_CHARS} characters, is about 15,000 tokens at 4 characters per token:
 * well under Claude Code's limit of 25,000 tokens for one tool result (MCP clients refuse or cut a
 * larger one), leaving room for the model's other context.
 */
final class Paging {
    /** The default most characters of one catalog tool result or schema resource page. */
    static final int DEFAULT_MAX_OUTPUT_CHARS = TablePage.DEFAULT_MAX_OUTPUT_CHARS;
    /** The smallest budget a server accepts. */
    static final int MIN_MAX_OUTPUT_CHARS = 2_000;
    /** Characters kept for a result's envelope (datasource, dialect, total, cursor, note). */
    static final int ENVELOPE_CHARS = 1_000;

    private Paging() {
    }

    /** @return the characters a page's items may take within a result of at most {@code maxOutputChars} */
    static int itemBudget(int maxOutputChars) {
        return maxOutputChars - ENVELOPE_CHARS;
    }

    /** @return the pattern, schema, cursor and limit of a call, checked */
    static TableQuery query(Arguments args) {
        int limit = args.integer("limit", 1, TableQuery.MAX_LIMIT, TableQuery.MAX_LIMIT);
        try {
            return new TableQuery(args.optionalText("schema"), args.optionalText("pattern"),
                    TableQuery.offsetOf(args.optionalText("cursor")), limit);
        } catch (IllegalArgumentException e) {
            throw new ToolFailure(args.tool() + ": " + e.getMessage() + ". Leave cursor out for the first page.");
        }
    }
}

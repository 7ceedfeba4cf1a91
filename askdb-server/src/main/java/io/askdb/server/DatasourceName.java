package io.askdb.server;

import java.util.regex.Pattern;

/** The rule for a datasource's name, as MCP spells it too: 1-64 letters, digits, '_', '-' or '.'. */
final class DatasourceName {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private DatasourceName() {
    }

    /** @return the name @throws IllegalArgumentException naming the rule when it does not fit */
    static String check(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("A datasource name must be 1 to 64 letters, digits, '_', '-' or '.', was '"
                    + name + "'.");
        }
        return name;
    }
}

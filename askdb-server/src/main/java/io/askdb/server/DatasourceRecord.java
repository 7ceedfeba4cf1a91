package io.askdb.server;

import java.time.Instant;
import java.util.Objects;

/**
 * A datasource registered through the API, as the store keeps it: never a password in clear.
 *
 * @param name           the name in the API
 * @param createdAt      when it was registered
 * @param url            the JDBC URL as given (credentials belong in user and password, not here)
 * @param user           the database user, or null
 * @param passwordEnv    the environment variable holding the password, or null
 * @param passwordSealed the password sealed by {@link SecretBox}, or null
 */
record DatasourceRecord(String name, Instant createdAt, String url, String user, String passwordEnv, String passwordSealed) {
    DatasourceRecord {
        DatasourceName.check(name);
        Objects.requireNonNull(createdAt, "DatasourceRecord.createdAt");
        Objects.requireNonNull(url, "DatasourceRecord.url");
    }

    /** @return how the password is kept: "env:NAME", "encrypted" or "none"; never the password */
    String credentials() {
        if (passwordEnv != null) return "env:" + passwordEnv;
        return passwordSealed != null ? "encrypted" : "none";
    }
}

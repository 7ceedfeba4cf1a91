package io.askdb.server;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The body of {@code POST /api/datasources}. Its {@code toString} never shows the password.
 *
 * @param name        the name in the API: 1-64 letters, digits, '_', '-' or '.'
 * @param url         the JDBC URL, e.g. "jdbc:postgresql://db:5432/sales", or a SQLite or DuckDB file path
 * @param user        the database user, or null
 * @param password    the password, or null; kept only encrypted (askdb.server.secret-key)
 * @param passwordEnv the name of an environment variable of the server holding the password, or null
 */
record DatasourceRequest(@JsonProperty("name") String name, @JsonProperty("url") String url,
                         @JsonProperty("user") String user, @JsonProperty("password") String password,
                         @JsonProperty("password_env") String passwordEnv) {
    /** @throws ApiProblem BAD_INPUT naming the field and its rule */
    DatasourceRequest {
        try {
            DatasourceName.check(name);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badInput("The field 'name' is wrong: " + e.getMessage());
        }
        if (url == null || url.isBlank()) {
            throw ApiProblem.badInput("The field 'url' is missing; give a JDBC URL such as jdbc:postgresql://host:5432/db.");
        }
        if (password != null && passwordEnv != null) {
            throw ApiProblem.badInput("Give either 'password' or 'password_env', not both.");
        }
        if (passwordEnv != null && !passwordEnv.matches("[A-Za-z_][A-Za-z0-9_]{0,127}")) {
            throw ApiProblem.badInput("The field 'password_env' must name an environment variable (letters, digits, '_').");
        }
    }

    @Override
    public String toString() {
        return "DatasourceRequest[name=" + name + ", user=" + user + ", password=" + (password == null ? "none" : "(hidden)")
                + ", password_env=" + passwordEnv + "]";
    }
}

package io.askdb.server;

import io.javalin.config.JavalinConfig;
import io.javalin.http.staticfiles.Location;
import java.util.Map;

/**
 * The chat page at {@code /}: static HTML, CSS and JavaScript modules from this jar's
 * {@code io/askdb/server/web} directory, and Chart.js from its WebJar at
 * {@code /webjars/chart.js/4.4.1/dist/chart.umd.js}. Nothing is built with Node and nothing is
 * loaded from another origin, so the page works offline. Neither path is under {@code /api/}, so
 * neither needs an API key; the page sends the key the user types to the API.
 *
 * <p>Every page file carries a strict Content-Security-Policy ({@link #CONTENT_SECURITY_POLICY}):
 * scripts, styles, images and fetches from this origin only, no inline script, no framing.
 */
final class WebPage {
    /** Where the page's files are in the jar. */
    static final String DIRECTORY = "/io/askdb/server/web";

    /**
     * The page's policy (W3C Content Security Policy Level 3). {@code img-src data:} lets Chart.js
     * and the browser draw canvases; {@code blob:} lets the CSV download link work.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self';"
            + " img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; manifest-src 'self';"
            + " base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

    private static final Map<String, String> HEADERS = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer",
            "Cache-Control", "no-cache");

    private WebPage() {
    }

    /** Serves the page and the WebJars; called once while the server is configured. */
    static void configure(JavalinConfig config) {
        config.staticFiles.add(files -> {
            files.hostedPath = "/";
            files.directory = DIRECTORY;
            files.location = Location.CLASSPATH;
            files.headers = HEADERS;
        });
        config.staticFiles.enableWebjars();
    }
}

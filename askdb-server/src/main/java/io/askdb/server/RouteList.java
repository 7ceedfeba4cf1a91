package io.askdb.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Handler;
import java.util.ArrayList;
import java.util.List;

/** Registers askdb's routes with Javalin and remembers them ("POST /api/query"), for the OpenAPI sync test. */
final class RouteList {
    private final RoutesConfig routes;
    private final List<String> registered = new ArrayList<>();

    RouteList(RoutesConfig routes) {
        this.routes = routes;
    }

    void get(String path, Handler h) {
        registered.add("GET " + path);
        routes.get(path, h);
    }

    void post(String path, Handler h) {
        registered.add("POST " + path);
        routes.post(path, h);
    }

    void delete(String path, Handler h) {
        registered.add("DELETE " + path);
        routes.delete(path, h);
    }

    List<String> registered() {
        return List.copyOf(registered);
    }
}

package io.askdb.routing;

import java.util.Objects;

/**
 * Where the router sends a question. Expected outcomes, so a sealed type.
 *
 * @since 0.2
 */
public sealed interface Route {
    /** The question is about the data: go on to schema linking. */
    record Proceed() implements Route { }

    /**
     * The question asks to change data or the database; refused before any model call.
     *
     * @param reason why, written for the user; not blank
     */
    record Refuse(String reason) implements Route {
        public Refuse {
            if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Route.Refuse.reason must not be blank");
        }
    }

    /**
     * A greeting or a question that is not about the data; answered with a short reply and no SQL.
     *
     * @param text the reply; not blank
     */
    record Reply(String text) implements Route {
        public Reply {
            Objects.requireNonNull(text, "Route.Reply.text");
            if (text.isBlank()) throw new IllegalArgumentException("Route.Reply.text must not be blank");
        }
    }

    /** @return the single proceed value */
    static Route proceed() {
        return new Proceed();
    }
}

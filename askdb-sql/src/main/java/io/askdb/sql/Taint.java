package io.askdb.sql;

import io.askdb.policy.Masking;

/**
 * What a value derived from catalog columns carries under an access policy: nothing, a masked
 * column's values shown as they are (with that column's rule), or something the policy keeps
 * from the agent (a hidden column, or a masked one passed through an expression, which would
 * reveal its values). Ordered: clear, masked, hidden.
 *
 * @param level how protected
 * @param rule  the masking rule when {@code level} is MASKED, else null
 */
record Taint(Level level, Masking rule) {
    /** How protected a value is, least first. */
    enum Level { CLEAR, MASKED, HIDDEN }

    static final Taint CLEAR = new Taint(Level.CLEAR, null);
    static final Taint HIDDEN = new Taint(Level.HIDDEN, null);

    Taint {
        if ((level == Level.MASKED) != (rule != null)) throw new IllegalArgumentException("Taint: a rule exactly when masked");
    }

    static Taint masked(Masking rule) {
        return new Taint(Level.MASKED, rule);
    }

    /** @return the stronger of the two; two different masking rules give HIDDEN */
    Taint max(Taint o) {
        if (level == Level.MASKED && o.level == Level.MASKED) return rule == o.rule ? this : HIDDEN;
        return level.compareTo(o.level) >= 0 ? this : o;
    }

    /** @return this taint after an expression, a set operation or DISTINCT: masked values become hidden */
    Taint transformed() {
        return level == Level.MASKED ? HIDDEN : this;
    }

    boolean clear() {
        return level == Level.CLEAR;
    }
}

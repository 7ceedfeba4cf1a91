package io.askdb.sql;

/** Placeholder while the rule is written. */
final class CountNullableCheck implements CriticCheck {
    @Override
    public String name() {
        return "CountNullableCheck";
    }
}

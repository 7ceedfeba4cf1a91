package io.askdb.sql;

/** Placeholder while the rule is written. */
final class LeftJoinWhereCheck implements CriticCheck {
    @Override
    public String name() {
        return "LeftJoinWhereCheck";
    }
}

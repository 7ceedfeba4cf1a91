package io.askdb.semantic;

/**
 * How many rows of a relationship's {@code to} table match one row of its {@code from} table, and
 * the reverse. A foreign key is {@link #MANY_TO_ONE} from the referencing table, or
 * {@link #ONE_TO_ONE} when its columns are also the referencing table's primary key.
 *
 * @since 0.3
 */
public enum Cardinality {
    /** Many {@code from} rows reference one {@code to} row (a plain foreign key). */
    MANY_TO_ONE,
    /** At most one row on each side (a foreign key that is also the primary key). */
    ONE_TO_ONE,
    /** One {@code from} row matches many {@code to} rows (a foreign key seen from the referenced side). */
    ONE_TO_MANY,
    /** Many rows on each side (a join without a key on either side). */
    MANY_TO_MANY
}

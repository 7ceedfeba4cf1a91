package io.askdb.app.leak;

/** The SQL constructs the leak test generates statements for, one row each in its table. */
enum LeakClass {
    DIRECT, VIEW, SCALAR_FUNCTION, TABLE_FUNCTION, JOIN, SUBQUERY, CTE, SET_OP, DISTINCT, WINDOW, AGGREGATE, CASE_CAST_CONCAT,
    ORDER_GROUP, COMMENT_QUOTING
}

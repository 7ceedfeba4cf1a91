package io.askdb.planner;

/** The aggregate a plan computes; {@link #NONE} for listing or ranking rows by a column. */
enum Aggregate {
    COUNT("COUNT", "count"), SUM("SUM", "total"), AVG("AVG", "average"), MAX("MAX", "max"), MIN("MIN", "min"),
    NONE("", "");

    private final String function;
    private final String aliasWord;

    Aggregate(String function, String aliasWord) {
        this.function = function;
        this.aliasWord = aliasWord;
    }

    /** @return the SQL function name, the same in every supported dialect */
    String function() {
        return function;
    }

    /** @return the word a result column alias is built from, e.g. "average" */
    String aliasWord() {
        return aliasWord;
    }

    /** @return the aggregate named by a lexicon key suffix such as "avg" */
    static Aggregate ofCue(String key) {
        return valueOf(key.toUpperCase(java.util.Locale.ROOT));
    }
}

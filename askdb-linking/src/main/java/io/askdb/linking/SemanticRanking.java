package io.askdb.linking;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks tables by the best cosine similarity of a question's vector among the table's column
 * description vectors (columns vote for their table), and finds how close a word comes to any
 * table or column description. Brute force over vectors held on the heap: a 500-table catalog
 * with 5,000 columns is about 2 million multiply-adds per question, a millisecond or two.
 */
final class SemanticRanking {
    private final float[][] tables;
    private final int[] columnTables;
    private final float[][] columns;

    /**
     * @param tables       by table ordinal; an entry may be null when a table has no vector
     * @param columnTables each column vector's table ordinal
     * @param columns      column vectors, parallel to {@code columnTables}
     */
    SemanticRanking(float[][] tables, int[] columnTables, float[][] columns) {
        this.tables = tables;
        this.columnTables = columnTables;
        this.columns = columns;
    }

    /** @return table ordinals by the similarity of their best column, best first; ties by ordinal */
    List<Integer> byColumns(float[] question) {
        return order(columnScores(question));
    }

    /** @return each table's best column similarity to the question, by ordinal, 0-1 */
    double[] columnScores(float[] question) {
        double[] scores = new double[tables.length];
        for (int i = 0; i < columns.length; i++) {
            scores[columnTables[i]] = Math.max(scores[columnTables[i]], TextEmbedder.similarity(question, columns[i]));
        }
        return scores;
    }

    /** @return the best similarity of the vector to any table or column, 0-1 */
    double best(float[] vector) {
        double best = 0;
        for (float[] t : tables) if (t != null) best = Math.max(best, TextEmbedder.similarity(vector, t));
        for (float[] c : columns) best = Math.max(best, TextEmbedder.similarity(vector, c));
        return best;
    }

    private static List<Integer> order(double[] scores) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) order.add(i);
        order.sort(Comparator.<Integer>comparingDouble(i -> -scores[i]).thenComparingInt(i -> i));
        return order;
    }
}

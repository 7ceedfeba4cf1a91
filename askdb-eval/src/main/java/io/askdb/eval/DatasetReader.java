package io.askdb.eval;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Reads an evaluation set into {@link EvalQuestion}s, one reader per {@link DatasetFormat}:
 *
 * <ul>
 *   <li>SPIDER: a JSON array of {@code {db_id, question, query}}; id is the 0-based index; tag
 *       {@code hardness} when the record has it (test-suite files do not); the question is
 *       {@code question_syn} (Spider-Syn) when {@link Wording#SYN} is asked.</li>
 *   <li>BIRD: a JSON array of {@code {question_id?, db_id, question, evidence, SQL, difficulty}};
 *       id is {@code question_id} or the index; tag {@code difficulty}.</li>
 *   <li>DEFOG: defog sql-eval CSV; id is the data row number from 1; evidence is
 *       {@code instructions}; tag {@code category}; gold SQL expanded into its alternatives as
 *       defog's {@code get_all_minimal_queries} does (see {@code DefogAlternatives}).</li>
 *   <li>BEAVER: a JSON array of {@code {question, db_id, sql, gold_tables}}; id is the index;
 *       gold tables are the names after {@code #sep#}.</li>
 *   <li>JSONL: one {@code {question, sql, db, id?, evidence?, tags?}} per line, {@code sql} a
 *       string or an array of alternatives; blank lines and {@code //} lines skipped; id
 *       defaults to the line number.</li>
 * </ul>
 *
 * @since 0.1
 */
public final class DatasetReader {
    private DatasetReader() {
    }

    /**
     * Reads every question of a dataset file, in file order.
     *
     * @param file   the dataset file; not null
     * @param format its format, e.g. from {@link DatasetFormat#detect(Path)}; not null
     * @return the questions; empty when the file has none
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when the file is missing or
     *         unreadable, or a record is malformed; the message names the file, the line or
     *         record (counted from 1) and the field, and says what each record needs
     */
    public static List<EvalQuestion> read(Path file, DatasetFormat format) {
        return read(file, format, Wording.ORIGINAL);
    }

    /**
     * Reads every question of a dataset file, in file order, in the wording asked.
     *
     * @param file    the dataset file; not null
     * @param format  its format; not null
     * @param wording {@link Wording#SYN} asks Spider-Syn's {@code question_syn} instead of
     *                {@code question}; only Spider JSON has it; not null
     * @return the questions; empty when the file has none
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} as {@link #read(Path, DatasetFormat)},
     *         and when {@code syn} is asked of another format or of a Spider record without
     *         {@code question_syn} (the message names the file and the record and says what to do)
     * @since 0.7
     */
    public static List<EvalQuestion> read(Path file, DatasetFormat format, Wording wording) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(wording, "wording");
        if (wording == Wording.SYN && format != DatasetFormat.SPIDER) {
            throw new AskdbException(ErrorCode.BAD_INPUT, DatasetFiles.name(file) + " is a " + format.name().toLowerCase(java.util.Locale.ROOT)
                    + " dataset, and --wording syn needs Spider JSON records with question_syn (Spider-Syn); use --wording original.");
        }
        switch (format) {
            case SPIDER: return JsonArrayDatasets.spider(file, wording);
            case BIRD: return JsonArrayDatasets.bird(file);
            case BEAVER: return JsonArrayDatasets.beaver(file);
            case DEFOG: return DefogCsvDataset.read(file);
            case JSONL: return JsonLinesDataset.read(file);
            default: throw new AskdbException(ErrorCode.INTERNAL, "no reader for dataset format " + format);
        }
    }
}

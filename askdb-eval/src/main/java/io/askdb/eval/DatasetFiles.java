package io.askdb.eval;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The checks and messages shared by the dataset readers: a missing or unreadable file, and
 * errors that name the file and the place in it.
 */
final class DatasetFiles {
    private DatasetFiles() {
    }

    /** @throws AskdbException with BAD_INPUT when the file does not exist, is a folder or cannot be read */
    static void requireReadable(Path file) {
        if (!Files.exists(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Dataset file " + file.toAbsolutePath().normalize()
                    + " does not exist. Check the path given to --dataset.");
        }
        if (Files.isDirectory(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Dataset path " + file.toAbsolutePath().normalize()
                    + " is a folder. Give --dataset the questions file itself (.json, .jsonl or .csv).");
        }
        if (!Files.isReadable(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Dataset file " + file.toAbsolutePath().normalize()
                    + " cannot be read. Check its permissions.");
        }
    }

    /**
     * @param file  the dataset file
     * @param where e.g. "line 7" or "record 3"
     * @param what  what is wrong and what to do, without a trailing full stop
     * @return a BAD_INPUT exception whose message starts with the file name and the place
     */
    static AskdbException error(Path file, String where, String what) {
        return new AskdbException(ErrorCode.BAD_INPUT, name(file) + " " + where + ": " + what + ".");
    }

    /** @return the file's name without its folders, for messages about a place inside it */
    static String name(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }

    /** @return the first line of a library's message, or a fixed text when it has none */
    static String firstLine(String message) {
        if (message == null || message.isBlank()) return "no reason given";
        return message.strip().lines().findFirst().orElse(message);
    }
}

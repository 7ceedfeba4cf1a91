package io.askdb.app.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.JsonEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.OutputStreamAppender;
import org.slf4j.LoggerFactory;

/**
 * {@code askdb serve --log-format json}: switches the stderr appender of logback.xml to logback's
 * own {@link JsonEncoder} (one JSON object per line, with {@code mdc.trace_id} and
 * {@code mdc.span_id} of the current span and {@code formattedMessage}), and shows the server's
 * access log ({@code io.askdb.server.access}, one line per request) unless ASKDB_LOG_LEVEL is set.
 * Other commands keep their plain stderr lines.
 */
final class JsonLogs {
    private JsonLogs() {
    }

    static void install(boolean accessLog) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) return;
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        Appender<ILoggingEvent> appender = root.getAppender("STDERR");
        if (appender instanceof OutputStreamAppender<ILoggingEvent> stderr) {
            JsonEncoder encoder = new JsonEncoder();
            encoder.setContext(context);
            encoder.setWithFormattedMessage(true);
            encoder.start();
            stderr.stop();
            stderr.setEncoder(encoder);
            stderr.start();
        }
        if (accessLog) {
            context.getLogger("io.askdb.server.access").setLevel(Level.INFO);
            context.getLogger("io.askdb.server.AskdbServer").setLevel(Level.INFO);
        }
    }
}

package io.askdb.server;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/** Every log line (message and stack trace) of the test JVM while attached; safe for server threads. */
final class CapturedLogs extends AppenderBase<ILoggingEvent> {
    private final List<String> lines = new CopyOnWriteArrayList<>();

    static CapturedLogs attach() {
        CapturedLogs logs = new CapturedLogs();
        logs.start();
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).addAppender(logs);
        return logs;
    }

    void detach() {
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).detachAppender(this);
    }

    @Override
    protected void append(ILoggingEvent e) {
        lines.add(e.getFormattedMessage() + (e.getThrowableProxy() == null ? "" : "\n" + ThrowableProxyUtil.asString(e.getThrowableProxy())));
    }

    List<String> lines() {
        return List.copyOf(lines);
    }
}

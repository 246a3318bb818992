package org.apache.storm.utils;

import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.task.TopologyContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs a subprocess's {@code log} messages through slf4j, on the logger of the owning component class, at the level
 * the subprocess asked for, prefixed with the process's pid and component.
 */
public class DefaultShellLogHandler implements ShellLogHandler {
    private Logger log = LoggerFactory.getLogger(DefaultShellLogHandler.class);
    private String processInfo = "";

    public DefaultShellLogHandler() {
    }

    @Override
    public void setUpContext(Class<?> ownerCls, ShellProcess process, TopologyContext context) {
        if (ownerCls != null) {
            log = LoggerFactory.getLogger(ownerCls);
        }
        if (process != null) {
            processInfo = process.getProcessInfoString();
        }
    }

    @Override
    public void log(ShellMsg msg) {
        if (msg == null) {
            throw new IllegalArgumentException("A shell log message must not be null");
        }
        String text = "ShellLog " + processInfo + " " + msg.getMsg();
        switch (msg.getLogLevel()) {
            case TRACE -> log.trace(text);
            case DEBUG -> log.debug(text);
            case WARN -> log.warn(text);
            case ERROR -> log.error(text);
            default -> log.info(text);
        }
    }
}

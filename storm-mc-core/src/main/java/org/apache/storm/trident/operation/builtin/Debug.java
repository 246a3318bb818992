package org.apache.storm.trident.operation.builtin;

import java.util.Date;
import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.tuple.TridentTuple;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Prints every tuple (to stdout, or to the log) and keeps it. */
public class Debug extends BaseFilter {
    private static final Logger LOG = LoggerFactory.getLogger(Debug.class);
    private final String name;
    private final boolean useLogger;

    public Debug() {
        this(false);
    }

    public Debug(boolean useLogger) {
        this.name = "DEBUG: ";
        this.useLogger = useLogger;
    }

    public Debug(String name) {
        this.name = "DEBUG(" + name + "): ";
        this.useLogger = false;
    }

    @Override
    public boolean isKeep(TridentTuple tuple) {
        if (useLogger) {
            LOG.debug(tuple.toString());
        } else {
            System.out.println("<" + new Date() + "> " + name + tuple);
        }
        return true;
    }
}

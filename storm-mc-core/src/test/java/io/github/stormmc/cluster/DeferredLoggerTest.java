package io.github.stormmc.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.storm.topology.BasicBoltExecutor;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Storm's public LOG constants resolve their logger when first used and log like any other slf4j logger. */
class DeferredLoggerTest {

    @Test
    void publicLogConstantsForwardToTheBackendsLoggerOfTheirClass() {
        List<String> messages = new CopyOnWriteArrayList<>();
        AbstractAppender capture = new AbstractAppender("deferred-capture", null, null, true, Property.EMPTY_ARRAY) {
            @Override
            public void append(LogEvent event) {
                messages.add(event.getLevel() + " " + event.getLoggerName() + " "
                    + event.getMessage().getFormattedMessage());
            }
        };
        capture.start();
        var utils = (org.apache.logging.log4j.core.Logger) LogManager.getLogger(Utils.class.getName());
        utils.addAppender(capture);
        try {
            Utils.LOG.warn("count {} of {}", 1, 2);
            Utils.LOG.debug("below the level: dropped");
        } finally {
            utils.removeAppender(capture);
        }
        assertEquals(List.of("WARN org.apache.storm.utils.Utils count 1 of 2"), messages);
        assertEquals(BasicBoltExecutor.class.getName(), BasicBoltExecutor.LOG.getName());
        assertSame(LoggerFactory.getLogger(Utils.class.getName()), ((DeferredLogger) Utils.LOG).delegate());
        assertEquals(utils.isDebugEnabled(), Utils.LOG.isDebugEnabled());
    }
}

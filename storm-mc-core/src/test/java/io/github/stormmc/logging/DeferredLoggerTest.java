package io.github.stormmc.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MarkerFactory;

class DeferredLoggerTest {
    /** Names the logger under test. */
    static final class Target {
    }

    private final List<LogEvent> events = new CopyOnWriteArrayList<>();
    private LoggerContext context;

    @BeforeEach
    void capture() {
        context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        AbstractAppender appender = new AbstractAppender("deferred-logger-test", null, null, true, Property.EMPTY_ARRAY) {
            @Override
            public void append(LogEvent event) {
                events.add(event.toImmutable());
            }
        };
        appender.start();
        LoggerConfig loggerConfig = LoggerConfig.newBuilder().withLoggerName(Target.class.getName())
            .withLevel(Level.DEBUG).withAdditivity(false).withIncludeLocation("true").withConfig(config).build();
        loggerConfig.addAppender(appender, null, null);
        config.addLogger(Target.class.getName(), loggerConfig);
        context.updateLoggers();
    }

    @AfterEach
    void release() {
        context.getConfiguration().removeLogger(Target.class.getName());
        context.updateLoggers();
    }

    @Test
    void logsLikeTheRealLoggerWithTheCallersLocation() {
        Logger log = DeferredLogger.forClass(Target.class);
        assertEquals(LoggerFactory.getLogger(Target.class).getName(), log.getName());
        assertTrue(log.isDebugEnabled());
        assertFalse(log.isTraceEnabled());

        log.trace("not logged {}", 1);
        log.info("plain {}");
        log.info("one {}", 1);
        log.warn("two {} {}", 1, 2);
        RuntimeException boom = new RuntimeException("boom");
        log.error("three {} {} {}", 1, 2, 3, boom);
        log.debug("with exception", boom);
        log.info(MarkerFactory.getMarker("M"), "marked {}", "x");
        log.atInfo().setMessage("fluent {}").addArgument(7).log();

        assertEquals(7, events.size());
        assertEquals("plain {}", events.get(0).getMessage().getFormattedMessage());
        assertEquals("one 1", events.get(1).getMessage().getFormattedMessage());
        assertEquals(Level.WARN, events.get(2).getLevel());
        assertEquals("two 1 2", events.get(2).getMessage().getFormattedMessage());
        assertEquals("three 1 2 3", events.get(3).getMessage().getFormattedMessage());
        assertSame(boom, events.get(3).getThrown());
        assertEquals(Level.DEBUG, events.get(4).getLevel());
        assertSame(boom, events.get(4).getThrown());
        assertNull(events.get(1).getThrown());
        assertEquals("M", events.get(5).getMarker().getName());
        assertEquals("fluent 7", events.get(6).getMessage().getFormattedMessage());
        for (LogEvent event : events) {
            assertEquals(DeferredLoggerTest.class.getName(), event.getSource().getClassName(), "caller location");
        }
    }
}

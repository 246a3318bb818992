package org.apache.storm.metric;

import io.github.stormmc.config.ApplicationClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.IBolt;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/**
 * The bolt behind Storm's {@code __eventlogger} component: each tuple it receives (fields {@code ts},
 * {@code message-id}, {@code values}, from a sampled emit) becomes an {@link IEventLogger.EventInfo} handed to every
 * logger of {@code topology.event.logger.register}, or to a {@link FileBasedEventLogger} when none is registered.
 */
public class EventLoggerBolt implements IBolt {
    private static final long serialVersionUID = 1L;
    public static final String FIELD_TS = "ts";
    public static final String FIELD_VALUES = "values";
    public static final String FIELD_COMPONENT_ID = "component-id";
    public static final String FIELD_MESSAGE_ID = "message-id";

    private transient List<IEventLogger> loggers;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        loggers = new ArrayList<>();
        Object registrations = topoConf.get(Config.TOPOLOGY_EVENT_LOGGER_REGISTER);
        if (registrations instanceof List<?> list && !list.isEmpty()) {
            for (Object registration : list) {
                loggers.add(newLogger(registration, topoConf, context));
            }
        } else {
            IEventLogger logger = new FileBasedEventLogger();
            logger.prepare(topoConf, null, context);
            loggers.add(logger);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(Tuple input) {
        IEventLogger.EventInfo event = new IEventLogger.EventInfo(input.getLongByField(FIELD_TS),
            input.getSourceComponent(), input.getSourceTask(), input.getValueByField(FIELD_MESSAGE_ID),
            (List<Object>) input.getValueByField(FIELD_VALUES));
        for (IEventLogger logger : loggers) {
            logger.log(event);
        }
    }

    @Override
    public void cleanup() {
        for (IEventLogger logger : loggers) {
            logger.close();
        }
    }

    @SuppressWarnings("unchecked")
    private static IEventLogger newLogger(Object registration, Map<String, Object> topoConf, TopologyContext context) {
        if (!(registration instanceof Map<?, ?> entry) || entry.get("class") == null) {
            throw new IllegalArgumentException(Config.TOPOLOGY_EVENT_LOGGER_REGISTER
                + " entries must be maps with a 'class', got " + registration);
        }
        String className = entry.get("class").toString();
        IEventLogger logger;
        try {
            logger = (IEventLogger) ApplicationClasses.forCanonicalName(className).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException(Config.TOPOLOGY_EVENT_LOGGER_REGISTER + ": cannot instantiate "
                + className + " as an org.apache.storm.metric.IEventLogger", e);
        }
        logger.prepare(topoConf, (Map<String, Object>) entry.get("arguments"), context);
        return logger;
    }
}

package org.apache.storm.metric;

import java.util.Date;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;

/** Receives the tuples emitted by components while event logging is switched on for them. */
public interface IEventLogger {

    void prepare(Map<String, Object> conf, Map<String, Object> arguments, TopologyContext context);

    void log(EventInfo e);

    void close();

    /** One logged emit: when, from which component and task, with which message id and values. */
    class EventInfo {
        private final long ts;
        private final String component;
        private final int task;
        private final Object messageId;
        private final List<Object> values;

        public EventInfo(long ts, String component, int task, Object messageId, List<Object> values) {
            this.ts = ts;
            this.component = component;
            this.task = task;
            this.messageId = messageId;
            this.values = values;
        }

        public long getTs() {
            return ts;
        }

        public String getComponent() {
            return component;
        }

        public int getTask() {
            return task;
        }

        public Object getMessageId() {
            return messageId;
        }

        public List<Object> getValues() {
            return values;
        }

        @Override
        public String toString() {
            // One CSV-like line, as Storm's file event logger writes it: date, component, task, message id, values.
            return new Date(ts) + "," + component + "," + task + "," + (messageId == null ? "" : messageId) + ","
                + values;
        }
    }
}

package io.github.stormmc.ack;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.utils.ObjectReader;

/** Whether a topology tracks tuple trees, and its timeout, from Storm's configuration keys. */
public record AckingMode(boolean tracking, boolean timeouts, long timeoutNanos) {

    /**
     * Tracking is on unless {@code topology.acker.executors} is 0 (null means one acker per worker, so on).
     * Timeouts apply when {@code topology.enable.message.timeouts} is true.
     */
    public static AckingMode of(Map<String, Object> conf) {
        Object ackers = conf.get(Config.TOPOLOGY_ACKER_EXECUTORS);
        boolean tracking = ackers == null || ObjectReader.getInt(ackers) > 0;
        boolean timeouts = ObjectReader.getBoolean(conf.get(Config.TOPOLOGY_ENABLE_MESSAGE_TIMEOUTS), true);
        long secs = ObjectReader.getInt(conf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30);
        return new AckingMode(tracking, timeouts, secs * 1_000_000_000L);
    }
}

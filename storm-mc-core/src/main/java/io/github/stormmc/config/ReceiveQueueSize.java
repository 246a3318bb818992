package io.github.stormmc.config;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.utils.ObjectReader;

/**
 * The capacity of an executor's receive queue, in entries: a tuple, or a batch of up to
 * {@code stormmc.transfer.batch.size} tuples from one producer. Storm's default of 32768 suits its serialising,
 * multi-queue transfer path; here a queue holds references to tuples that stay reachable until consumed, and a deep
 * full queue keeps tens of megabytes of tuples alive through every young collection and out of the caches. So unless
 * a topology sets {@code topology.executor.receive.buffer.size} to something other than Storm's default, the queue
 * gets {@code stormmc.executor.receive.buffer.size} entries (default 256: at most 16,384 tuples in batches of 64)
 * instead.
 */
public final class ReceiveQueueSize {
    /** Storm 2.8's default for {@link Config#TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE}. */
    static final int STORM_DEFAULT = 32768;
    static final int STORM_MC_DEFAULT = 256;

    private ReceiveQueueSize() {
    }

    public static int of(Map<String, Object> conf) {
        int storm = positive(conf, Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, STORM_DEFAULT);
        if (storm != STORM_DEFAULT) {
            return storm;
        }
        return positive(conf, StormMcConfig.EXECUTOR_RECEIVE_BUFFER_SIZE, STORM_MC_DEFAULT);
    }

    private static int positive(Map<String, Object> conf, String key, int fallback) {
        Object value = conf.get(key);
        if (value == null) {
            return fallback;
        }
        int size;
        try {
            size = ObjectReader.getInt(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(key + " must be a positive integer, got '" + value + "'", e);
        }
        if (size < 1) {
            throw new IllegalArgumentException(key + " must be a positive integer, got " + size);
        }
        return size;
    }
}

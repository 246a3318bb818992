package org.apache.storm.policy;

import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.utils.ObjectReader;

/**
 * Escalating idle: busy-spin for the first {@code level1.count} idle iterations, then {@code parkNanos(1)} for the
 * next {@code level2.count}, then sleep {@code level3.sleep.millis} on every further iteration.
 */
public class WaitStrategyProgressive implements IWaitStrategy {
    private int level1Count;
    private int level2Count;
    private long level3SleepMs;

    @Override
    public void prepare(Map<String, Object> conf, WaitSituation waitSituation) {
        switch (waitSituation) {
            case SPOUT_WAIT:
                level1Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL1_COUNT));
                level2Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL2_COUNT));
                level3SleepMs = requiredLong(conf, Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS);
                break;
            case BOLT_WAIT:
                level1Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL1_COUNT));
                level2Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL2_COUNT));
                level3SleepMs = requiredLong(conf, Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS);
                break;
            case BACK_PRESSURE_WAIT:
                level1Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL1_COUNT));
                level2Count = ObjectReader.getInt(conf.get(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL2_COUNT));
                level3SleepMs = requiredLong(conf, Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS);
                break;
            default:
                throw new IllegalArgumentException("Unknown wait situation " + waitSituation);
        }
    }

    private static long requiredLong(Map<String, Object> conf, String key) {
        Long value = ObjectReader.getLong(conf.get(key));
        if (value == null) {
            throw new IllegalArgumentException(key + " must be set to use " + WaitStrategyProgressive.class.getName());
        }
        return value;
    }

    @Override
    public int idle(int idleCounter) throws InterruptedException {
        if (idleCounter < level1Count) {
            return idleCounter + 1;
        }
        if (idleCounter < level1Count + level2Count) {
            LockSupport.parkNanos(1L);
            return idleCounter + 1;
        }
        // Real sleep, not Time.sleep: an idle executor must keep polling even while tests simulate time.
        Thread.sleep(level3SleepMs);
        return idleCounter;
    }
}

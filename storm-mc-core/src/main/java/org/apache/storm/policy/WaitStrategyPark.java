package org.apache.storm.policy;

import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.utils.ObjectReader;

/** Parks the thread for a fixed number of microseconds per idle iteration; 0 means busy-spin. */
public class WaitStrategyPark implements IWaitStrategy {
    private long parkTimeNanos;

    public WaitStrategyPark() {
    }

    public WaitStrategyPark(long microsec) {
        this.parkTimeNanos = microsec * 1_000L;
    }

    @Override
    public void prepare(Map<String, Object> conf, WaitSituation waitSituation) {
        String key;
        switch (waitSituation) {
            case SPOUT_WAIT:
                key = Config.TOPOLOGY_SPOUT_WAIT_PARK_MICROSEC;
                break;
            case BOLT_WAIT:
                key = Config.TOPOLOGY_BOLT_WAIT_PARK_MICROSEC;
                break;
            case BACK_PRESSURE_WAIT:
                key = Config.TOPOLOGY_BACKPRESSURE_WAIT_PARK_MICROSEC;
                break;
            default:
                throw new IllegalArgumentException("Unknown wait situation " + waitSituation);
        }
        Long microsec = ObjectReader.getLong(conf.get(key));
        if (microsec == null) {
            throw new IllegalArgumentException(key + " must be set to use " + WaitStrategyPark.class.getName());
        }
        parkTimeNanos = microsec * 1_000L;
    }

    @Override
    public int idle(int idleCounter) throws InterruptedException {
        if (parkTimeNanos == 0) {
            return 1;
        }
        LockSupport.parkNanos(parkTimeNanos);
        return idleCounter + 1;
    }
}

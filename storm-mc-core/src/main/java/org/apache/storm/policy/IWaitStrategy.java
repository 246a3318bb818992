package org.apache.storm.policy;

import java.util.Map;
import org.apache.storm.Config;

/** How an executor idles when it has nothing to do (spout, bolt) or cannot publish (back pressure). */
public interface IWaitStrategy {

    /** Instantiates and prepares the class named by {@code topology.backpressure.wait.strategy}. */
    static IWaitStrategy createBackPressureWaitStrategy(Map<String, Object> topologyConf) {
        Object className = topologyConf.get(Config.TOPOLOGY_BACKPRESSURE_WAIT_STRATEGY);
        if (className == null) {
            throw new RuntimeException(Config.TOPOLOGY_BACKPRESSURE_WAIT_STRATEGY + " is not set");
        }
        IWaitStrategy strategy = WaitStrategies.instantiate(className.toString());
        strategy.prepare(topologyConf, WaitSituation.BACK_PRESSURE_WAIT);
        return strategy;
    }

    void prepare(Map<String, Object> conf, WaitSituation waitSituation);

    /**
     * Waits once. Callers pass 0 on the first idle iteration and then whatever the previous call returned, resetting
     * to 0 when work arrives; the counter lets strategies escalate the longer the executor stays idle.
     */
    int idle(int idleCounter) throws InterruptedException;

    /** Which situation a strategy instance serves; selects its configuration keys. */
    enum WaitSituation {
        SPOUT_WAIT,
        BOLT_WAIT,
        BACK_PRESSURE_WAIT
    }
}

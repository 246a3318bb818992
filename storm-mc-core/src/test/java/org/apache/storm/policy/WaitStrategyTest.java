package org.apache.storm.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WaitStrategyTest {

    private static List<Integer> counters(IWaitStrategy strategy, int calls) throws InterruptedException {
        List<Integer> seen = new ArrayList<>();
        int counter = 0;
        for (int i = 0; i < calls; i++) {
            counter = strategy.idle(counter);
            seen.add(counter);
        }
        return seen;
    }

    @Test
    void progressiveCountsThroughSpinAndParkThenStaysAtSleepLevel() throws Exception {
        Map<String, Object> conf = new HashMap<>();
        conf.put("topology.bolt.wait.progressive.level1.count", 2);
        conf.put("topology.bolt.wait.progressive.level2.count", 3);
        conf.put("topology.bolt.wait.progressive.level3.sleep.millis", 0);
        WaitStrategyProgressive progressive = new WaitStrategyProgressive();
        progressive.prepare(conf, IWaitStrategy.WaitSituation.BOLT_WAIT);
        assertEquals(List.of(1, 2, 3, 4, 5, 5, 5, 5), counters(progressive, 8));
    }

    @Test
    void progressiveReadsTheKeysOfItsSituation() throws Exception {
        Map<String, Object> conf = new HashMap<>();
        conf.put("topology.spout.wait.progressive.level1.count", 0);
        conf.put("topology.spout.wait.progressive.level2.count", 1);
        conf.put("topology.spout.wait.progressive.level3.sleep.millis", 0L);
        conf.put("topology.backpressure.wait.progressive.level1.count", 3);
        conf.put("topology.backpressure.wait.progressive.level2.count", 0);
        conf.put("topology.backpressure.wait.progressive.level3.sleep.millis", 0);
        WaitStrategyProgressive spout = new WaitStrategyProgressive();
        spout.prepare(conf, IWaitStrategy.WaitSituation.SPOUT_WAIT);
        assertEquals(List.of(1, 1, 1), counters(spout, 3));
        WaitStrategyProgressive backPressure = new WaitStrategyProgressive();
        backPressure.prepare(conf, IWaitStrategy.WaitSituation.BACK_PRESSURE_WAIT);
        assertEquals(List.of(1, 2, 3, 3), counters(backPressure, 4));

        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
            () -> new WaitStrategyProgressive().prepare(new HashMap<>(), IWaitStrategy.WaitSituation.BOLT_WAIT));
        assertEquals("Don't know how to convert null to int", missing.getMessage());
    }

    @Test
    void parkWithZeroBusySpinsAndOtherwiseCounts() throws Exception {
        assertEquals(List.of(1, 1, 1), counters(new WaitStrategyPark(0), 3));
        assertEquals(List.of(1, 2, 3), counters(new WaitStrategyPark(1), 3));
        Map<String, Object> conf = new HashMap<>();
        conf.put("topology.spout.wait.park.microsec", 0);
        WaitStrategyPark fromConf = new WaitStrategyPark(5);
        fromConf.prepare(conf, IWaitStrategy.WaitSituation.SPOUT_WAIT);
        assertEquals(List.of(1, 1), counters(fromConf, 2));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
            () -> new WaitStrategyPark().prepare(new HashMap<>(), IWaitStrategy.WaitSituation.BOLT_WAIT));
        assertEquals("topology.bolt.wait.park.microsec must be set to use org.apache.storm.policy.WaitStrategyPark",
            missing.getMessage());
    }

    @Test
    void backPressureFactoryInstantiatesAndPreparesTheConfiguredClass() throws Exception {
        Map<String, Object> conf = new HashMap<>();
        conf.put("topology.backpressure.wait.strategy", WaitStrategyPark.class.getName());
        conf.put("topology.backpressure.wait.park.microsec", 0);
        IWaitStrategy strategy = IWaitStrategy.createBackPressureWaitStrategy(conf);
        assertInstanceOf(WaitStrategyPark.class, strategy);
        assertEquals(1, strategy.idle(7));
        RuntimeException unset = assertThrows(RuntimeException.class,
            () -> IWaitStrategy.createBackPressureWaitStrategy(new HashMap<>()));
        assertEquals("topology.backpressure.wait.strategy is not set", unset.getMessage());
    }
}

package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** LruMap eviction, EnumUtil naming, KeyedRoundRobinQueue fairness. */
class SmallUtilsTest {

    enum Kind { EXECUTE_LATENCY, ACK }

    @Test
    void lruMapDropsTheLeastRecentlyAccessedEntryAndReportsIt() {
        List<String> evicted = new ArrayList<>();
        LruMap<String, Integer> map = new LruMap<>(2, (LruMap.CacheEvictionCallback<String, Integer>)
            (k, v) -> evicted.add(k + "=" + v));
        map.put("a", 1);
        map.put("b", 2);
        map.get("a");
        map.put("c", 3);
        assertEquals(List.of("b=2"), evicted);
        assertEquals(List.of("a", "c"), new ArrayList<>(map.keySet()));
    }

    @Test
    void enumUtilNamesMetricsAndMapsEveryConstant() {
        assertEquals("execute-latency", EnumUtil.toMetricName(Kind.EXECUTE_LATENCY));
        EnumMap<Kind, Integer> lengths = EnumUtil.toEnumMap(Kind.class, k -> k.name().length());
        assertEquals(15, lengths.get(Kind.EXECUTE_LATENCY));
        assertEquals(3, lengths.get(Kind.ACK));
    }

    @Test
    void roundRobinQueueAlternatesBetweenKeysKeepingEachKeysOrder() throws Exception {
        KeyedRoundRobinQueue<String> queue = new KeyedRoundRobinQueue<>();
        queue.add("x", "x1");
        queue.add("x", "x2");
        queue.add("x", "x3");
        queue.add("y", "y1");
        queue.add("z", "z1");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            out.add(queue.take());
        }
        assertEquals(List.of("x1", "y1", "z1", "x2", "x3"), out);
    }

    @Test
    void listDelegateForwardsToItsReplaceableDelegate() {
        ListDelegate list = new ListDelegate();
        list.add("a");
        List<Object> other = new ArrayList<>(List.of("x", "y"));
        list.setDelegate(other);
        list.add(0, "w");
        assertEquals(List.of("w", "x", "y"), other);
        assertEquals(3, list.size());
        assertEquals("x", list.get(1));
    }

    public static class WithConf {
        final Map<String, Object> conf;

        public WithConf(Map<String, Object> conf) {
            this.conf = conf;
        }
    }

    @Test
    void reflectionUtilsPrefersAConfigurationConstructorAndChecksStrategyWhitelists() {
        Map<String, Object> conf = Map.of("k", "v");
        assertEquals(conf, ReflectionUtils.<WithConf>newInstance(WithConf.class.getName(), conf).conf);
        assertEquals(new ArrayList<>(), ReflectionUtils.newInstance(ArrayList.class));
        DisallowedStrategyException e = assertThrows(DisallowedStrategyException.class,
            () -> ReflectionUtils.newSchedulerStrategyInstance("java.util.ArrayList",
                Map.of(org.apache.storm.Config.NIMBUS_SCHEDULER_STRATEGY_CLASS_WHITELIST, List.of("a.B"))));
        assertEquals("java.util.ArrayList", e.getAttemptedClass());
    }
}

package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;
import org.apache.storm.trident.windowing.config.SlidingCountWindow;
import org.apache.storm.trident.windowing.config.SlidingDurationWindow;
import org.apache.storm.trident.windowing.config.TumblingCountWindow;
import org.apache.storm.trident.windowing.config.TumblingDurationWindow;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;
import org.apache.storm.windowing.EvictionPolicy;
import org.junit.jupiter.api.Test;

/** Each Trident window configuration gives its strategy: count or time policies from its length and slide. */
class WindowStrategyTest {

    private static String describe(WindowStrategy<Object> strategy) {
        EvictionPolicy<Object, ?> eviction = strategy.getEvictionPolicy();
        return strategy.getClass().getSimpleName() + " " + eviction.getClass().getSimpleName() + " "
            + strategy.getTriggerPolicy(() -> true, eviction).getClass().getSimpleName();
    }

    @Test
    void eachConfigurationHasItsStrategy() {
        assertEquals("TumblingCountWindowStrategy CountEvictionPolicy CountTriggerPolicy",
            describe(TumblingCountWindow.of(10).getWindowStrategy()));
        assertEquals("SlidingCountWindowStrategy CountEvictionPolicy CountTriggerPolicy",
            describe(SlidingCountWindow.of(100, 10).getWindowStrategy()));
        assertEquals("TumblingDurationWindowStrategy TimeEvictionPolicy TimeTriggerPolicy",
            describe(TumblingDurationWindow.of(new Duration(10, TimeUnit.SECONDS)).getWindowStrategy()));
        assertEquals("SlidingDurationWindowStrategy TimeEvictionPolicy TimeTriggerPolicy",
            describe(SlidingDurationWindow.of(new Duration(10, TimeUnit.SECONDS), new Duration(2, TimeUnit.SECONDS))
                .getWindowStrategy()));
    }
}

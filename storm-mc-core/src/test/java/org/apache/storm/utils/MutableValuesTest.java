package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MutableValuesTest {

    @Test
    void mutableLongCountsInPlaceAndReturnsTheNewValue() {
        Map<String, MutableLong> counts = new HashMap<>();
        for (String word : "a b a c a b".split(" ")) {
            counts.computeIfAbsent(word, w -> new MutableLong(0)).increment();
        }
        assertEquals(3, counts.get("a").get());
        assertEquals(2, counts.get("b").get());
        assertEquals(1, counts.get("c").get());
        MutableLong value = new MutableLong(10);
        assertEquals(11, value.increment());
        assertEquals(16, value.increment(5));
        value.set(-3);
        assertEquals(-3, value.get());
    }

    @Test
    void mutableIntCountsInPlaceAndReturnsTheNewValue() {
        MutableInt value = new MutableInt(0);
        assertEquals(1, value.increment());
        assertEquals(8, value.increment(7));
        value.set(42);
        assertEquals(42, value.get());
    }

    @Test
    void mutableObjectHoldsTheLastValueSet() {
        MutableObject holder = new MutableObject();
        assertNull(holder.getObject());
        holder.setObject("x");
        assertEquals("x", holder.getObject());
        assertEquals(7, new MutableObject(7).getObject());
    }

    @Test
    void throttlerAllowsMaxEventsPerWindow() {
        // A one-hour window: the count cannot roll over while the test runs.
        WindowedTimeThrottler throttler = new WindowedTimeThrottler(3_600_000L, 3);
        for (int i = 0; i < 3; i++) {
            assertFalse(throttler.isThrottled(), "event " + i);
            throttler.markEvent();
        }
        assertTrue(throttler.isThrottled());
    }

    @Test
    void registeredGlobalStateStoresClearsAndRegistersUnderFreshIds() {
        String id = RegisteredGlobalState.registerState("first");
        String other = RegisteredGlobalState.registerState("second");
        assertFalse(id.equals(other));
        assertEquals("first", RegisteredGlobalState.getState(id));
        RegisteredGlobalState.setState(id, "changed");
        assertEquals("changed", RegisteredGlobalState.getState(id));
        RegisteredGlobalState.clearState(id);
        assertNull(RegisteredGlobalState.getState(id));
        RegisteredGlobalState.setState(other, null);
        assertNull(RegisteredGlobalState.getState(other));
    }
}

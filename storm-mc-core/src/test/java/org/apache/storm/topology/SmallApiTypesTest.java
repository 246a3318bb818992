package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import java.util.List;
import org.apache.storm.generated.SharedMemory;
import org.apache.storm.hooks.SubmitterHookException;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.transactional.TransactionAttempt;
import org.apache.storm.utils.DisallowedStrategyException;
import org.junit.jupiter.api.Test;

/** Small public API types: shared-memory requests, transaction attempts, hook and strategy exceptions. */
class SmallApiTypesTest {

    @Test
    void sharedMemoryRequestsSetTheirKindOfMemoryAndAreRecordedInTheTopology() {
        SharedMemory onHeap = new SharedOnHeap(128, "cache");
        assertEquals("cache", onHeap.get_name());
        assertEquals(128.0, onHeap.get_on_heap());
        assertEquals(64.0, new SharedOffHeapWithinNode(64, "n").get_off_heap_node());
        assertEquals(32.0, new SharedOffHeapWithinWorker(32, "w").get_off_heap_worker());

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout()).addSharedMemory(onHeap);
        assertEquals(onHeap, builder.createTopology().get_shared_memory().get("cache"));
    }

    @Test
    void transactionAttemptsAreValuesOfIdAndAttempt() {
        TransactionAttempt a = new TransactionAttempt(BigInteger.TEN, 2);
        assertEquals(new TransactionAttempt(BigInteger.TEN, 2), a);
        assertEquals(new TransactionAttempt(BigInteger.TEN, 2).hashCode(), a.hashCode());
        assertNotEquals(new TransactionAttempt(BigInteger.TEN, 3), a);
        assertEquals("10:2", a.toString());
        assertEquals(BigInteger.TEN, a.getTransactionId());
    }

    @Test
    void exceptionsCarryTheirDetails() {
        DisallowedStrategyException e = new DisallowedStrategyException("x.Bad", List.of("a.Good"));
        assertEquals("x.Bad", e.getAttemptedClass());
        assertEquals(List.of("a.Good"), e.getAllowedStrategies());
        Throwable cause = new IllegalStateException();
        assertSame(cause, new SubmitterHookException("hook", cause).getCause());
    }
}

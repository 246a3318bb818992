package io.github.stormmc.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** The queue's storage, single-threaded: entries across the arrays' end, released references, throwing handlers. */
class ReceiveQueueStorageTest {

    private static List<String> drainAll(ReceiveQueue queue) {
        List<String> seen = new ArrayList<>();
        queue.drain((task, payload) -> seen.add(task + "=" + payload));
        return seen;
    }

    @Test
    void batchesThatWrapAroundTheArraysKeepTheirOrder() {
        ReceiveQueue queue = new ReceiveQueue("wrap", 4, false);
        for (int lap = 0; lap < 5; lap++) {
            // 3 messages per lap on a 4-entry queue: every lap after the first starts at another offset and wraps.
            String p = "lap" + lap;
            assertTrue(queue.tryPublishBatch(new int[] {1, 2, 3}, new Object[] {p + "a", p + "b", p + "c"}, 3));
            assertEquals(List.of("1=" + p + "a", "2=" + p + "b", "3=" + p + "c"), drainAll(queue));
        }
        assertEquals(0, queue.population());
    }

    @Test
    void singleMessagesAndBatchesWrapToo() {
        ReceiveQueue queue = new ReceiveQueue("mixed", 4, false);
        assertTrue(queue.tryPublish(7, "x"));
        assertEquals(List.of("7=x"), drainAll(queue));
        assertTrue(queue.tryPublishBatch(new int[] {1, 2}, new Object[] {"a", "b"}, 2)); // entry 1
        assertTrue(queue.tryPublish(3, "c"));
        assertTrue(queue.tryPublish(4, "d"));
        assertTrue(queue.tryPublishBatch(new int[] {5, 6}, new Object[] {"e", "f"}, 2)); // entry 0: wrapped
        assertEquals(List.of("1=a", "2=b", "3=c", "4=d", "5=e", "6=f"), drainAll(queue));
    }

    @Test
    void aWholeBatchHandedOverIsPublishedInItsOwnArraysAPartialOneIsCopied() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("hand-over", 4, false);
        int[] ids = {1, 2, 3};
        Object[] whole = {"a", "b", "c"};
        assertTrue(queue.tryPublishBatch(ids, whole, 3, true));
        assertTrue(entry(queue, 0).messages == whole, "a full batch handed over is not copied");
        Object[] partial = {"d", "e", null};
        assertTrue(queue.tryPublishBatch(new int[] {4, 5, 0}, partial, 2, true));
        ReceiveQueue.Batch copied = entry(queue, 1);
        assertTrue(copied.messages != partial, "a partial batch is copied, so its arrays stay the caller's");
        assertEquals(List.of("d", "e"), Arrays.asList(copied.messages));
        partial[0] = "changed";
        assertEquals(List.of("1=a", "2=b", "3=c", "4=d", "5=e"), drainAll(queue));
    }

    private static ReceiveQueue.Batch entry(ReceiveQueue queue, long sequence) throws Exception {
        Field field = ReceiveQueue.class.getDeclaredField("payloads");
        field.setAccessible(true);
        Object[] payloads = (Object[]) field.get(queue);
        java.lang.reflect.Method index = ReceiveQueue.class.getDeclaredMethod("index", long.class);
        index.setAccessible(true);
        return (ReceiveQueue.Batch) payloads[(int) index.invoke(queue, sequence)];
    }

    @Test
    void aDrainLeavesNoReferenceToWhatItTook() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("release", 8, false);
        assertTrue(queue.tryPublishBatch(new int[] {1, 1, 1}, new Object[] {"a", "b", "c"}, 3));
        assertTrue(queue.tryPublish(2, "d"));
        assertEquals(4, queue.drain((task, payload) -> { }));
        Field field = ReceiveQueue.class.getDeclaredField("payloads");
        field.setAccessible(true);
        Object[] payloads = (Object[]) field.get(queue);
        assertEquals(0, Arrays.stream(payloads).filter(Objects::nonNull).count(),
            "consumed tuples must not stay reachable from the queue");
    }

    @Test
    void aBatchWhoseHandlerThrowsGoesOnWhereItStopped() {
        ReceiveQueue queue = new ReceiveQueue("batch-throws", 8, false);
        assertTrue(queue.tryPublishBatch(new int[] {1, 2, 3, 4}, new Object[] {"a", "b", "c", "d"}, 4));
        assertTrue(queue.tryPublish(5, "e"));
        List<String> seen = new ArrayList<>();
        assertThrows(IllegalStateException.class, () -> queue.drain((task, payload) -> {
            seen.add(task + "=" + payload);
            if ("b".equals(payload)) {
                throw new IllegalStateException("handler failed on b");
            }
        }));
        assertEquals(List.of("1=a", "2=b"), seen);
        assertEquals(List.of("3=c", "4=d", "5=e"), drainAll(queue), "b is not handed out again, c and d are not lost");
        assertEquals(0, queue.population());
    }

    @Test
    void aMessageWhoseHandlerThrowsCountsAsTaken() {
        ReceiveQueue queue = new ReceiveQueue("throws", 4, false);
        assertTrue(queue.tryPublishBatch(new int[] {1, 2, 3}, new Object[] {"a", "b", "c"}, 3));
        List<String> seen = new ArrayList<>();
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> queue.drain((task, payload) -> {
            seen.add(task + "=" + payload);
            if ("b".equals(payload)) {
                throw new IllegalStateException("handler failed on b");
            }
        }));
        assertEquals("handler failed on b", thrown.getMessage());
        assertEquals(List.of("1=a", "2=b"), seen);
        assertEquals(List.of("3=c"), drainAll(queue), "b is not handed out again (its reference is gone), c comes next");
        assertEquals(0, queue.population());
    }
}

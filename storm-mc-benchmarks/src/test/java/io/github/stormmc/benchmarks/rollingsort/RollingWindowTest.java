package io.github.stormmc.benchmarks.rollingsort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RollingWindowTest {

    @Test
    void keepsTheLastMessagesAndSortsThem() {
        RollingWindow w = new RollingWindow(3);
        w.add("5");
        w.add("1");
        assertArrayEquals(new String[] {"1", "5"}, w.sorted(), "a window not yet full sorts what it has");
        w.add("3");
        w.add("0");
        assertEquals(3, w.size());
        assertArrayEquals(new String[] {"0", "1", "3"}, w.sorted(), "'5' was the oldest and rolled out");
    }

    @Test
    void sortedWindowsOfRandomMessagesAreSorted() {
        RandomMessages messages = new RandomMessages(100, 100, 42);
        RollingWindow w = new RollingWindow(100);
        for (int round = 0; round < 50; round++) {
            for (int i = 0; i < 37; i++) {
                w.add(messages.next());
            }
            String[] sorted = w.sorted();
            assertTrue(RollingWindow.isSorted(sorted));
            for (int i = 1; i < sorted.length; i++) {
                assertTrue(sorted[i - 1].compareTo(sorted[i]) <= 0, "position " + i);
            }
        }
    }

    @Test
    void isSortedDetectsDisorder() {
        assertFalse(RollingWindow.isSorted(new String[] {"2", "1"}));
        assertTrue(RollingWindow.isSorted(new String[] {"1", "1", "2"}));
        assertTrue(RollingWindow.isSorted(new String[0]));
    }

    @Test
    void messagesAreDistinctHundredDigitStringsOfZeroToEight() {
        RandomMessages messages = new RandomMessages(100, 100, 7);
        Set<String> distinct = new HashSet<>();
        for (int i = 0; i < messages.poolSize(); i++) {
            String m = messages.at(i);
            assertEquals(100, m.length());
            assertTrue(m.chars().allMatch(c -> c >= '0' && c <= '8'), m);
            distinct.add(m);
        }
        assertEquals(100, distinct.size());
    }

    @Test
    void rejectsAnEmptyWindow() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RollingWindow(0));
        assertEquals("window size must be positive, got 0", e.getMessage());
    }
}

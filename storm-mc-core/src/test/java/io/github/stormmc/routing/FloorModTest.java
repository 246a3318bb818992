package io.github.stormmc.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** FloorMod gives exactly Math.floorMod, so fields grouping sends every key where Storm does. */
class FloorModTest {

    private static final int[] EDGES = {0, 1, -1, 2, -2, 30, -31, Integer.MAX_VALUE, Integer.MIN_VALUE,
        Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1, 1 << 30, -(1 << 30), 0x55555555, 0xAAAAAAAA};

    @Test
    void equalsMathFloorModForEveryDivisorUpTo300AndManyHashes() {
        SplittableRandom random = new SplittableRandom(42);
        for (int n = 1; n <= 300; n++) {
            FloorMod mod = new FloorMod(n);
            for (int h : EDGES) {
                assertEquals(Math.floorMod(h, n), mod.of(h), "h=" + h + " n=" + n);
                assertEquals(Math.floorMod(h + 1, n), mod.of(h + 1), "h=" + (h + 1) + " n=" + n);
            }
            for (int i = 0; i < 20_000; i++) {
                int h = random.nextInt();
                assertEquals(Math.floorMod(h, n), mod.of(h), "h=" + h + " n=" + n);
            }
        }
    }

    @Test
    void equalsMathFloorModForLargeAndOddDivisors() {
        SplittableRandom random = new SplittableRandom(7);
        int[] divisors = {1 << 16, (1 << 16) + 1, 1_000_003, (1 << 30) - 1, 1 << 30, (1 << 30) + 1,
            Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
        for (int n : divisors) {
            FloorMod mod = new FloorMod(n);
            for (int h : EDGES) {
                assertEquals(Math.floorMod(h, n), mod.of(h), "h=" + h + " n=" + n);
            }
            for (int i = 0; i < 200_000; i++) {
                int h = random.nextInt();
                assertEquals(Math.floorMod(h, n), mod.of(h), "h=" + h + " n=" + n);
            }
        }
    }

    @Test
    void stringHashesLandOnStormsTaskIndex() {
        for (String word : new String[] {"the", "cow", "jumped", "over", "moon", "", "ÿ€", "a fairly long key"}) {
            int hash = 31 + word.hashCode(); // Arrays.deepHashCode(new Object[] {word})
            for (int n = 1; n <= 16; n++) {
                assertEquals(Math.floorMod(java.util.Arrays.deepHashCode(new Object[] {word}), n), new FloorMod(n).of(hash));
            }
        }
    }

    @Test
    void aDivisorMustBePositive() {
        assertEquals("divisor must be positive, got 0",
            assertThrows(IllegalArgumentException.class, () -> new FloorMod(0)).getMessage());
    }
}

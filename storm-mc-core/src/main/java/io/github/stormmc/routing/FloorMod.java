package io.github.stormmc.routing;

/**
 * {@link Math#floorMod(int, int)} by one fixed positive divisor, without a division: fields grouping takes the
 * remainder of every tuple's hash, and an integer division costs tens of cycles where this costs a few multiplies.
 *
 * <p>For {@code 0 <= u < 2^32} and {@code 0 < n < 2^31}, {@code u mod n} is the high 64 bits of
 * {@code (M * u mod 2^64) * n} with {@code M = ceil(2^64 / n)} (Lemire, Kaser and Kurz, "Faster remainder by direct
 * computation", 2019). A negative hash is first moved up by {@link #shift}, a multiple of {@code n} of at least
 * {@code 2^31}: that leaves its floor remainder unchanged and makes it a non-negative 32-bit number.
 */
final class FloorMod {
    private final int n;
    /** ceil(2^64 / n) modulo 2^64 (0 for n = 1, whose remainder is always 0). */
    private final long m;
    /** The least multiple of n that is at least 2^31; below 2^31 + n, so h + shift < 2^32 for every negative h. */
    private final long shift;

    FloorMod(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("divisor must be positive, got " + n);
        }
        this.n = n;
        this.m = Long.divideUnsigned(-1L, n) + 1;
        this.shift = ((1L << 31) + n - 1) / n * n;
    }

    int divisor() {
        return n;
    }

    /** {@code Math.floorMod(h, n)}. */
    int of(int h) {
        long u = h + ((h >> 31) & shift); // branch-free: negatives only
        long low = m * u;
        // unsigned high half of low * n: the signed one, plus n when low's top bit is set (n > 0)
        return (int) (Math.multiplyHigh(low, n) + ((low >> 63) & n));
    }
}

package io.github.stormmc.benchmarks.rollingsort;

import java.util.Random;

/** storm-benchmark's message pool: distinct strings of random digits 0–8, picked at random on every emit. */
public final class RandomMessages {

    private final String[] pool;
    private final Random random;

    public RandomMessages(int poolSize, int messageLength, long seed) {
        if (poolSize <= 0 || messageLength <= 0) {
            throw new IllegalArgumentException("pool size and message length must be positive");
        }
        this.random = new Random(seed);
        this.pool = new String[poolSize];
        java.util.Set<String> seen = new java.util.HashSet<>();
        int i = 0;
        while (i < poolSize) {
            char[] chars = new char[messageLength];
            for (int c = 0; c < messageLength; c++) {
                chars[c] = (char) ('0' + random.nextInt(9));
            }
            String s = new String(chars);
            if (seen.add(s)) {
                pool[i++] = s;
            }
        }
    }

    public String next() {
        return pool[random.nextInt(pool.length)];
    }

    public int poolSize() {
        return pool.length;
    }

    String at(int i) {
        return pool[i];
    }
}

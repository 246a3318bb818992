package io.github.stormmc.benchmarks.wordcount;

import io.github.stormmc.benchmarks.common.LimitLoop;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The "limit": the same split-and-count work as the WordCount topology, done in one plain loop on one thread with
 * no framework at all. Words per second from this loop bound what a single core can do for WordCount.
 */
public final class WordCountLimit implements LimitLoop {

    private final List<String> lines;
    private final Map<String, Integer> counts = new HashMap<>();
    private int next;
    private long words;
    private long sink;

    public WordCountLimit(List<String> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no lines to count");
        }
        this.lines = lines;
    }

    /** Splits and counts the next n lines (looping over the input); returns the words counted so far. */
    @Override
    public long run(int n) {
        for (long i = 0; i < n; i++) {
            String line = lines.get(next++);
            if (next == lines.size()) {
                next = 0;
            }
            words += WordSplitter.forEachWord(line, word -> sink += counts.merge(word, 1, Integer::sum));
        }
        return words;
    }

    public long words() {
        return words;
    }

    public Map<String, Integer> counts() {
        return counts;
    }

    @Override
    public String sink() {
        return WordCountTopology.COUNT;
    }

    /** A value depending on every count, so the JIT cannot drop the counting. */
    @Override
    public long checksum() {
        return sink;
    }
}

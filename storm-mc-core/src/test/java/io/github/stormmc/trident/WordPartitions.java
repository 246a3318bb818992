package io.github.stormmc.trident;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.spout.ISpoutPartition;

/** A fixed corpus split into partitions: word i of partition p is "w" + ((7i + 13p) mod vocabulary). */
final class WordPartitions implements Serializable {
    final int partitions;
    final int wordsPerPartition;
    final int vocabulary;

    WordPartitions(int partitions, int wordsPerPartition, int vocabulary) {
        this.partitions = partitions;
        this.wordsPerPartition = wordsPerPartition;
        this.vocabulary = vocabulary;
    }

    String word(int partition, int index) {
        return "w" + ((7 * index + 13 * partition) % vocabulary);
    }

    Map<String, Long> expectedCounts() {
        Map<String, Long> counts = new HashMap<>();
        for (int p = 0; p < partitions; p++) {
            for (int i = 0; i < wordsPerPartition; i++) {
                counts.merge(word(p, i), 1L, Long::sum);
            }
        }
        return counts;
    }

    List<Partition> all() {
        List<Partition> list = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            list.add(new Partition(p));
        }
        return list;
    }

    /** One partition of the corpus. */
    static final class Partition implements ISpoutPartition, Serializable {
        final int index;

        Partition(int index) {
            this.index = index;
        }

        @Override
        public String getId() {
            return "partition-" + index;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Partition && ((Partition) o).index == index;
        }

        @Override
        public int hashCode() {
            return index;
        }
    }

    /** The range of a partition's words one batch covers. */
    static final class Range implements Serializable {
        final int start;
        final int end;

        Range(int start, int end) {
            this.start = start;
            this.end = end;
        }
    }
}

package org.apache.storm.trident.spout;

/** One partition of a partitioned Trident spout's source. */
public interface ISpoutPartition {
    /** Unique, stable id; the engine keys the partition's per-batch metadata by it. */
    String getId();
}

package io.github.stormmc.trident.processor;

/**
 * A processor tied to a state's partitions (persisting into it or querying it): its bolt must have as many tasks as
 * the state has partitions, so task i always works on partition i.
 */
public interface StateBound {
    String stateId();

    /** True for the processor that updates the state (its bolt defines the partition count). */
    boolean owner();

    /** A partition count fixed by the state's spec, or null. */
    Integer requiredPartitions();
}

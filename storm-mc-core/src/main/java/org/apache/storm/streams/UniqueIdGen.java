package org.apache.storm.streams;

/**
 * Numbers the spouts ("spout1", ...), bolts ("bolt1", ...) and streams ("s1", ...) of a topology. Each
 * {@link StreamBuilder} numbers from 1 with its own generator, so a builder yields the same component ids however
 * many topologies the JVM built before; {@link #getInstance()} is a shared generator for code that wants one.
 */
class UniqueIdGen {
    private static final UniqueIdGen INSTANCE = new UniqueIdGen();
    private int streamCounter;
    private int spoutCounter;
    private int boltCounter;

    UniqueIdGen() {
    }

    static UniqueIdGen getInstance() {
        return INSTANCE;
    }

    String getUniqueStreamId() {
        return "s" + (++streamCounter);
    }

    String getUniqueBoltId() {
        return "bolt" + (++boltCounter);
    }

    String getUniqueSpoutId() {
        return "spout" + (++spoutCounter);
    }

    void reset() {
        streamCounter = 0;
        spoutCounter = 0;
        boltCounter = 0;
    }
}

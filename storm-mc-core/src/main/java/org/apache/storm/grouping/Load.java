package org.apache.storm.grouping;

/**
 * How loaded a target task is, from 0 (idle) to 1 (full), as its bolt reports it and as the connection to it does.
 * Until metrics have been reported the load counts as full.
 */
public class Load {
    private final boolean hasMetrics;
    private final double boltLoad;
    private final double connectionLoad;

    public Load(boolean hasMetrics, double boltLoad, double connectionLoad) {
        this.hasMetrics = hasMetrics;
        this.boltLoad = boltLoad;
        this.connectionLoad = connectionLoad;
    }

    public boolean hasMetrics() {
        return hasMetrics;
    }

    public double getBoltLoad() {
        return boltLoad;
    }

    public double getConnectionLoad() {
        return connectionLoad;
    }

    /** The larger of the two loads, or 1 when nothing has been reported yet. */
    public double getLoad() {
        return hasMetrics ? Math.max(boltLoad, connectionLoad) : 1.0;
    }

    @Override
    public String toString() {
        return "[:load " + boltLoad + " " + connectionLoad + "]";
    }
}

package io.github.stormmc.cluster;

/** Storm's topology status strings, as {@code TopologySummary.get_status()} reports them. */
public enum TopologyStatus {
    ACTIVE, INACTIVE, KILLED
}

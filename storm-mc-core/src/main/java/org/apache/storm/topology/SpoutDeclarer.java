package org.apache.storm.topology;

/** Returned by {@code TopologyBuilder.setSpout}: component configuration. */
public interface SpoutDeclarer extends ComponentConfigurationDeclarer<SpoutDeclarer> {
}

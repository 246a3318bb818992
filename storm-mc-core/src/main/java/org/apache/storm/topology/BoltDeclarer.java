package org.apache.storm.topology;

/** Returned by {@code TopologyBuilder.setBolt}: subscriptions plus component configuration. */
public interface BoltDeclarer extends InputDeclarer<BoltDeclarer>, ComponentConfigurationDeclarer<BoltDeclarer> {
}

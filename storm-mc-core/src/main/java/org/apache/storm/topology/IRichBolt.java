package org.apache.storm.topology;

import org.apache.storm.task.IBolt;

/** The interface a bolt implements to be set with {@code TopologyBuilder.setBolt}. */
public interface IRichBolt extends IBolt, IComponent {
}

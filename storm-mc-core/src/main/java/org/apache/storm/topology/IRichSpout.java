package org.apache.storm.topology;

import org.apache.storm.spout.ISpout;

/** The interface a spout implements to be set with {@code TopologyBuilder.setSpout}. */
public interface IRichSpout extends ISpout, IComponent {
}

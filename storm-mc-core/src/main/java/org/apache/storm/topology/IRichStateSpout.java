package org.apache.storm.topology;

import org.apache.storm.state.IStateSpout;

/** A state spout that also declares its outputs. */
public interface IRichStateSpout extends IStateSpout, IComponent {
}

package org.apache.storm.streams.operations;

import java.io.Serializable;

/** Marker for every user-supplied streams operation; serializable so it ships with the topology. */
public interface Operation extends Serializable {
}

package org.apache.storm.trident.spout;

import java.io.Serializable;

/** Marker for everything {@code TridentTopology.newStream} accepts. */
public interface ITridentDataSource extends Serializable {
}

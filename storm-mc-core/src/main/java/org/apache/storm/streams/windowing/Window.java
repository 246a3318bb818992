package org.apache.storm.streams.windowing;

import java.io.Serializable;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;

/**
 * A window specification: its length and sliding interval, each a {@code Count} or a {@code Duration}.
 */
public interface Window<L, I> extends Serializable {

    L getWindowLength();

    I getSlidingInterval();

    String getTimestampField();

    String getLateTupleStream();

    Duration getLag();
}

package org.apache.storm.spout;

import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.storm.tuple.Fields;

/** Turns one serialized message into any number of tuples. */
public interface MultiScheme extends Serializable {

    Iterable<List<Object>> deserialize(ByteBuffer ser);

    Fields getOutputFields();
}

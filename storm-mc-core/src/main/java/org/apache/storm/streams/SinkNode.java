package org.apache.storm.streams;

import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IComponent;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.utils.Utils;

/** A user's bolt a stream is sent to with {@code Stream.to(bolt)}. */
class SinkNode extends Node {
    private static final long serialVersionUID = 1L;
    private final IComponent bolt;

    SinkNode(IComponent bolt) {
        super(Utils.DEFAULT_STREAM_ID, getOutputFields(bolt, Utils.DEFAULT_STREAM_ID));
        if (!(bolt instanceof IRichBolt) && !(bolt instanceof IBasicBolt)) {
            throw new IllegalArgumentException("A stream can be sent to an IRichBolt or an IBasicBolt, not " + bolt);
        }
        this.bolt = bolt;
    }

    IComponent getBolt() {
        return bolt;
    }
}

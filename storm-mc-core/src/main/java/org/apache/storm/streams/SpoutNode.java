package org.apache.storm.streams;

import org.apache.storm.topology.IRichSpout;
import org.apache.storm.utils.Utils;

/** A spout a stream starts from; the stream is the spout's default stream. */
class SpoutNode extends Node {
    private static final long serialVersionUID = 1L;
    private final IRichSpout spout;

    SpoutNode(IRichSpout spout) {
        super(Utils.DEFAULT_STREAM_ID, getOutputFields(spout, Utils.DEFAULT_STREAM_ID));
        if (outputFields.size() == 0) {
            throw new IllegalArgumentException("Spout " + spout + " declares no fields on its '"
                + Utils.DEFAULT_STREAM_ID + "' stream, which a Streams API stream reads");
        }
        this.spout = spout;
    }

    IRichSpout getSpout() {
        return spout;
    }

    @Override
    void addOutputStream(String streamId) {
        throw new UnsupportedOperationException("A spout node has only the spout's default stream");
    }
}

package org.apache.storm.topology.base;

import org.apache.storm.topology.IRichSpout;

/** Base spout with no-op lifecycle, ack and fail methods. */
public abstract class BaseRichSpout extends BaseComponent implements IRichSpout {
    private static final long serialVersionUID = 1L;

    @Override
    public void close() {
    }

    @Override
    public void activate() {
    }

    @Override
    public void deactivate() {
    }

    @Override
    public void ack(Object msgId) {
    }

    @Override
    public void fail(Object msgId) {
    }
}

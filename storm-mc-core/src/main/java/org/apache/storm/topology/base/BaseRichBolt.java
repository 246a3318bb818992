package org.apache.storm.topology.base;

import org.apache.storm.topology.IRichBolt;

/** Base bolt with a no-op cleanup. */
public abstract class BaseRichBolt extends BaseComponent implements IRichBolt {
    private static final long serialVersionUID = 1L;

    @Override
    public void cleanup() {
    }
}

package org.apache.storm.topology.base;

import org.apache.storm.coordination.IBatchBolt;

/** Base for batch bolts with no component-specific configuration. */
public abstract class BaseBatchBolt<T> extends BaseComponent implements IBatchBolt<T> {
    private static final long serialVersionUID = 1L;

    public BaseBatchBolt() {
    }
}

package org.apache.storm.state;

import java.util.List;

/** Where a state spout adds entries while it synchronizes its state. */
public interface ISynchronizeOutputCollector {
    void add(int streamId, Object id, List<Object> tuple);
}

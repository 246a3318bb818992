package org.apache.storm.state;

/** Where a state spout adds and removes entries of its state. */
public interface IStateSpoutOutputCollector extends ISynchronizeOutputCollector {
    void remove(int streamId, Object id);
}

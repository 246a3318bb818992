package org.apache.storm.state;

/** The collector of a state spout. State spouts do not run, on Storm or on Storm-MC. */
public class StateSpoutOutputCollector extends SynchronizeOutputCollector implements IStateSpoutOutputCollector {

    @Override
    public void remove(int streamId, Object id) {
        throw new UnsupportedOperationException("State spouts are not supported (neither by Apache Storm nor by"
            + " Storm-MC): nothing receives entries removed on stream " + streamId);
    }
}

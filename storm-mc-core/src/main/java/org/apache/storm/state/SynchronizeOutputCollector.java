package org.apache.storm.state;

import java.util.List;

/** The collector of a state spout's synchronization. State spouts do not run, on Storm or on Storm-MC. */
public class SynchronizeOutputCollector implements ISynchronizeOutputCollector {

    @Override
    public void add(int streamId, Object id, List<Object> tuple) {
        throw new UnsupportedOperationException("State spouts are not supported (neither by Apache Storm nor by"
            + " Storm-MC): nothing receives entries added on stream " + streamId);
    }
}

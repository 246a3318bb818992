package io.github.stormmc.testing;

import java.util.Collection;
import java.util.List;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.tuple.Tuple;

/** A collector that does nothing, for tests that drive a bolt by hand: override the calls the test records. */
public class NoOpOutputCollector implements IOutputCollector {
    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        return List.of();
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
    }

    @Override
    public void ack(Tuple input) {
    }

    @Override
    public void fail(Tuple input) {
    }

    @Override
    public void resetTimeout(Tuple input) {
    }

    @Override
    public void flush() {
    }

    @Override
    public void reportError(Throwable error) {
    }
}

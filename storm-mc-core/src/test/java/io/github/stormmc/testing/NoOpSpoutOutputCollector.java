package io.github.stormmc.testing;

import java.util.List;
import org.apache.storm.spout.ISpoutOutputCollector;

/** A spout collector that does nothing, for tests that drive a spout by hand: override the calls the test records. */
public class NoOpSpoutOutputCollector implements ISpoutOutputCollector {
    @Override
    public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
        return List.of();
    }

    @Override
    public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
    }

    @Override
    public long getPendingCount() {
        return 0;
    }

    @Override
    public void flush() {
    }

    @Override
    public void reportError(Throwable error) {
    }
}

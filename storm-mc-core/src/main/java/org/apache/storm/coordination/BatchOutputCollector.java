package org.apache.storm.coordination;

import java.util.List;
import org.apache.storm.utils.Utils;

/** Emits for an {@link IBatchBolt}; tuples are not anchored, the coordination keeps the request open instead. */
public abstract class BatchOutputCollector {

    public BatchOutputCollector() {
    }

    /** Emits on the default stream; returns the task ids the tuple went to. */
    public List<Integer> emit(List<Object> tuple) {
        return emit(Utils.DEFAULT_STREAM_ID, tuple);
    }

    public abstract List<Integer> emit(String streamId, List<Object> tuple);

    public void emitDirect(int taskId, List<Object> tuple) {
        emitDirect(taskId, Utils.DEFAULT_STREAM_ID, tuple);
    }

    public abstract void emitDirect(int taskId, String streamId, List<Object> tuple);

    public abstract void flush();

    public abstract void reportError(Throwable error);
}

package org.apache.storm.spout;

import java.util.List;
import org.apache.storm.task.IErrorReporter;

/** The primitive emit operations a spout collector delegates to. */
public interface ISpoutOutputCollector extends IErrorReporter {

    /** Returns the task ids the tuple was sent to. A null messageId means the tuple is not tracked. */
    List<Integer> emit(String streamId, List<Object> tuple, Object messageId);

    void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId);

    long getPendingCount();

    void flush();
}

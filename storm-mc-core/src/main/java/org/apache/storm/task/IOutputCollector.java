package org.apache.storm.task;

import java.util.Collection;
import java.util.List;
import org.apache.storm.tuple.Tuple;

/** The primitive operations a bolt collector delegates to. A null anchors collection means unanchored. */
public interface IOutputCollector extends IErrorReporter {

    /** Returns the task ids the tuple was sent to. */
    List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple);

    void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple);

    void ack(Tuple input);

    void fail(Tuple input);

    void resetTimeout(Tuple input);

    void flush();
}

package io.github.stormmc.trident.runtime;

import io.github.stormmc.trident.processor.BatchRun;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.Tuple;

/** A bolt task's view of one batch attempt: what it has received, what it must still wait for, what it has sent. */
final class TrackedBatch {
    final BatchRun run;
    int reportsReceived;
    long expectedTuples;
    long receivedTuples;
    boolean complete;
    boolean failed;
    /** Coordination tuples kept un-acked so the batch's tuple tree stays open until this task has finished it. */
    final List<Tuple> held = new ArrayList<>();
    Tuple commit;
    /** Data tuples sent per target task, reported downstream when the batch finishes. */
    final Map<Integer, Long> sent = new HashMap<>();

    TrackedBatch(BatchRun run) {
        this.run = run;
    }

    void countSent(List<Integer> tasks) {
        for (Integer task : tasks) {
            sent.merge(task, 1L, Long::sum);
        }
    }
}

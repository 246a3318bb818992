package io.github.stormmc.trident.runtime;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.topology.TransactionAttempt;

/**
 * The batches a task is tracking, keyed by attempt. A newer attempt of a transaction supersedes older ones: their
 * leftovers are dropped and their late tuples recognised as stale.
 */
final class AttemptLedger {
    private static final int REMEMBERED = 10_000;
    /** Far beyond any max.spout.pending in use: batches abandoned upstream (a failed DRPC request) are let go. */
    private static final int MAX_OPEN = 1_000;

    private final Map<TransactionAttempt, TrackedBatch> batches = new LinkedHashMap<>();
    private final Map<Long, Integer> latest = new LinkedHashMap<Long, Integer>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Integer> eldest) {
            return size() > REMEMBERED;
        }
    };

    boolean isStale(TransactionAttempt attempt) {
        Integer newest = latest.get(attempt.getTransactionId());
        return newest != null && newest > attempt.getAttemptId();
    }

    TrackedBatch get(TransactionAttempt attempt) {
        return batches.get(attempt);
    }

    /** Registers a new attempt and returns the batches it supersedes (or that are too old to keep). */
    List<TrackedBatch> open(TransactionAttempt attempt, TrackedBatch batch) {
        List<TrackedBatch> superseded = new ArrayList<>();
        latest.put(attempt.getTransactionId(), attempt.getAttemptId());
        for (Iterator<Map.Entry<TransactionAttempt, TrackedBatch>> it = batches.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<TransactionAttempt, TrackedBatch> e = it.next();
            if (e.getKey().getTransactionId().equals(attempt.getTransactionId())) {
                superseded.add(e.getValue());
                it.remove();
            }
        }
        batches.put(attempt, batch);
        if (batches.size() > MAX_OPEN) {
            Iterator<TrackedBatch> eldest = batches.values().iterator();
            superseded.add(eldest.next());
            eldest.remove();
        }
        return superseded;
    }

    void close(TransactionAttempt attempt) {
        batches.remove(attempt);
    }
}

package io.github.stormmc.trident.processor;

import org.apache.storm.trident.topology.TransactionAttempt;

/** One attempt at one batch inside one bolt task: the attempt id plus a slot of per-batch state per processor. */
public final class BatchRun {
    public final TransactionAttempt attempt;
    private final Object[] slots;

    public BatchRun(TransactionAttempt attempt, int processors) {
        this.attempt = attempt;
        this.slots = new Object[processors];
    }

    public Object get(int slot) {
        return slots[slot];
    }

    public void set(int slot, Object value) {
        slots[slot] = value;
    }
}

package io.github.stormmc.executor;

import io.github.stormmc.ack.PendingTrees;
import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.TupleImpl;

/** One task inside an executor: its own deserialised component instance, context and emitter. */
final class TaskUnit {
    final int taskId;
    final Object component;
    final TopologyContext context;
    final TaskEmitter emitter;
    /** Set to true once prepare/open has returned: metrics may only be registered before. */
    final AtomicBoolean prepared;
    /** A spout task's trees in flight (spout tasks only). */
    final PendingTrees pending = new PendingTrees();
    /** The bolt's collector (bolt tasks only), to fail the input of a crashed execute. */
    BoltCollector boltCollector;
    /**
     * Set when this instance runs nothing more: it crashed (and is {@link #down} until its replacement runs) or the
     * task was given up (prepare/open kept failing). The one flag the per-tuple path reads.
     */
    boolean failed;
    /** Set while this crashed instance waits out its restart backoff; executor thread only. */
    boolean down;
    /** Tuples that arrived for the task while it was down, oldest first (bolt tasks only; null until the first). */
    ArrayDeque<TupleImpl> held;

    TaskUnit(int taskId, Object component, TopologyContext context, TaskEmitter emitter, AtomicBoolean prepared) {
        this.taskId = taskId;
        this.component = component;
        this.context = context;
        this.emitter = emitter;
        this.prepared = prepared;
    }
}

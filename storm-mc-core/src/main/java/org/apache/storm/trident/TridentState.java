package org.apache.storm.trident;

import org.apache.storm.generated.SharedMemory;
import org.apache.storm.topology.ResourceDeclarer;
import org.apache.storm.trident.planner.Node;

/** A state a stream updates (or a static one): query it with {@code stateQuery}, or follow its updates. */
public class TridentState implements ResourceDeclarer<TridentState> {
    TridentTopology topology;
    Node node;

    protected TridentState(TridentTopology topology, Node node) {
        this.topology = topology;
        this.node = node;
    }

    /** The stream of what the state's updater emits (for persistentAggregate: each key's new value). */
    public Stream newValuesStream() {
        return new Stream(topology, node.name, node);
    }

    /** The number of partitions of the state (tasks updating it, and tasks of every query against it). */
    public TridentState parallelismHint(int parallelism) {
        if (parallelism <= 0) {
            throw new IllegalArgumentException("Parallelism hint must be positive, got " + parallelism);
        }
        node.parallelismHint = parallelism;
        return this;
    }

    @Override
    public TridentState setCPULoad(Number load) {
        node.setCPULoad(load);
        return this;
    }

    @Override
    public TridentState setMemoryLoad(Number onHeap) {
        node.setMemoryLoad(onHeap);
        return this;
    }

    @Override
    public TridentState setMemoryLoad(Number onHeap, Number offHeap) {
        node.setMemoryLoad(onHeap, offHeap);
        return this;
    }

    @Override
    public TridentState addSharedMemory(SharedMemory request) {
        node.addSharedMemory(request);
        return this;
    }

    Node node() {
        return node;
    }
}

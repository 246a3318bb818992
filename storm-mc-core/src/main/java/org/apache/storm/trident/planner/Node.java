package org.apache.storm.trident.planner;

import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.trident.operation.DefaultResourceDeclarer;
import org.apache.storm.tuple.Fields;

/**
 * One vertex of a Trident topology's logical graph: a spout, an operation, a repartitioning or a state. Storm-MC's
 * engine subclasses it in {@code io.github.stormmc.trident.graph}; users only see it through {@code Stream}.
 */
public class Node extends DefaultResourceDeclarer<Node> implements Serializable {
    private static final AtomicInteger INDEX = new AtomicInteger();

    public String name;
    public Fields allOutputFields;
    public String streamId;
    public Integer parallelismHint;
    public int creationIndex;

    public Node(String streamId, String name, Fields allOutputFields) {
        this.streamId = streamId;
        this.name = name;
        this.allOutputFields = allOutputFields == null ? new Fields() : allOutputFields;
        this.creationIndex = INDEX.incrementAndGet();
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + streamId + (name == null ? "" : " '" + name + "'") + " "
                + allOutputFields + "]";
    }

    public String shortString() {
        return streamId + (name == null ? "" : "(" + name + ")");
    }
}

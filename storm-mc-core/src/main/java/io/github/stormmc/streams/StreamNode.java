package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.IRichSpout;

/**
 * One vertex of a stream graph as the user built it. Only spout, op and sink nodes become (parts of) components;
 * partition and window nodes are markers the compiler folds into the edges and bolts that follow them.
 */
public final class StreamNode {
    /** What a node is. */
    public enum Kind { SPOUT, OP, PARTITION, WINDOW, SINK }

    /** How tuples are routed into the component after a partition node. */
    public enum Routing { SHUFFLE, KEY, VALUE, GLOBAL }

    final int id;
    final Kind kind;
    final List<StreamNode> parents;
    final List<StreamNode> children = new ArrayList<>();
    final boolean pair;
    final int parallelism;
    final boolean windowed;
    Op op;
    IRichSpout spout;
    Routing routing;
    Window<?, ?> window;
    Object sinkBolt;
    /** For a state query: the update node whose bolt (and state) it must share. */
    StreamNode colocateWith;
    /** Set by the compiler when a component downstream consumes this node's values. */
    boolean exported;

    StreamNode(int id, Kind kind, List<StreamNode> parents, boolean pair, int parallelism) {
        this.id = id;
        this.kind = kind;
        this.parents = parents;
        this.pair = pair;
        this.parallelism = parallelism;
        boolean w = false;
        for (StreamNode p : parents) {
            w |= p.kind == Kind.WINDOW || p.windowed;
        }
        this.windowed = w;
        for (StreamNode p : parents) {
            p.children.add(this);
        }
    }

    public int id() {
        return id;
    }

    public boolean isPair() {
        return pair;
    }

    public int parallelism() {
        return parallelism;
    }

    public boolean isWindowed() {
        return windowed;
    }

    /** Name of the stream a component emits this node's values on. */
    String streamId() {
        return "s" + id;
    }

    /** Name of the stream that tells consumers a window of this node's values is complete. */
    String punctuationStreamId() {
        return "s" + id + "-punctuation";
    }

    boolean isSink() {
        return kind == Kind.SINK;
    }

    boolean isStateful() {
        return op instanceof Ops.UpdateState;
    }

    @Override
    public String toString() {
        return kind + "#" + id + (op == null ? "" : "(" + op.getClass().getSimpleName() + ")");
    }
}

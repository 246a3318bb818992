package io.github.stormmc.trident.runtime;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Everything a Trident bolt needs to run its chain of processors and take part in batch coordination. */
public final class BoltPlan implements Serializable {
    /** In topological order: a processor's parents in this bolt come before it. */
    public final List<ProcessorSpec> processors = new ArrayList<>();
    /** "sourceComponent:stream" to the (processor index, input index) pairs the stream's tuples enter at. */
    public final Map<String, List<int[]>> entries = new HashMap<>();
    /** Components whose data this bolt receives: every task of them reports each batch to every task of this bolt. */
    public final List<String> upstream = new ArrayList<>();
    /** Components this bolt sends data to, hence reports batches to. */
    public final List<String> downstream = new ArrayList<>();
    public boolean committer;

    public static String entryKey(String component, String stream) {
        return component + ":" + stream;
    }
}

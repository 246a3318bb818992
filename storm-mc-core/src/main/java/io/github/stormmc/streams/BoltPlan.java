package io.github.stormmc.streams;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one compiled streams bolt runs: its ops in topological order, which input stream feeds which op, and which
 * op results leave the bolt on which output stream.
 */
final class BoltPlan implements Serializable {
    private static final long serialVersionUID = 1L;

    /** How an input tuple becomes a stream value. */
    enum Decode { TUPLE, VALUE, PAIR }

    /** One op with its wiring inside the bolt. */
    static final class Step implements Serializable {
        private static final long serialVersionUID = 1L;
        final Op op;
        final List<int[]> children = new ArrayList<>(); // {step index, parent index at that step}
        String outStream;
        boolean pair;

        Step(Op op) {
            this.op = op;
        }
    }

    /** Where tuples of one input stream go. */
    static final class Input implements Serializable {
        private static final long serialVersionUID = 1L;
        final int step;
        final int parentIndex;
        final Decode decode;

        Input(int step, int parentIndex, Decode decode) {
            this.step = step;
            this.parentIndex = parentIndex;
            this.decode = decode;
        }
    }

    final List<Step> steps = new ArrayList<>();
    /** Keyed by {@link #key(String, String)}. */
    final Map<String, Input> inputs = new LinkedHashMap<>();
    /** Punctuation streams this bolt waits on, keyed like inputs, with the component sending each. */
    final Map<String, String> punctuationInputs = new LinkedHashMap<>();
    final Set<String> punctuationOutputs = new LinkedHashSet<>();
    /** True when some op holds results until a window completes, so inputs stay un-acked until then. */
    boolean holdsUntilPunctuation;
    /**
     * Set when some window of the topology uses event time: every bolt then reads the timestamp of each input
     * from this field and appends it to everything it emits, so the windowed bolt downstream can read it too.
     */
    String timestampField;

    static String key(String component, String stream) {
        return component + "/" + stream;
    }
}

package io.github.stormmc.streams;

import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;

/** Declares the output streams of a compiled streams bolt. */
final class Outputs {
    static final Fields VALUE = new Fields("value");
    static final Fields KEY_VALUE = new Fields("key", "value");

    private Outputs() {
    }

    static void declare(BoltPlan plan, OutputFieldsDeclarer declarer) {
        for (BoltPlan.Step step : plan.steps) {
            if (step.outStream != null) {
                declarer.declareStream(step.outStream, step.pair ? KEY_VALUE : VALUE);
            }
        }
        for (String stream : plan.punctuationOutputs) {
            declarer.declareStream(stream, new Fields("punctuation"));
        }
    }
}

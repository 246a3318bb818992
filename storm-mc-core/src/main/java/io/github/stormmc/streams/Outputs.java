package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.List;
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
                List<String> fields = new ArrayList<>((step.pair ? KEY_VALUE : VALUE).toList());
                if (plan.timestampField != null) {
                    fields.add(plan.timestampField);
                }
                declarer.declareStream(step.outStream, new Fields(fields));
            }
        }
        for (String stream : plan.punctuationOutputs) {
            declarer.declareStream(stream, new Fields("punctuation"));
        }
    }
}

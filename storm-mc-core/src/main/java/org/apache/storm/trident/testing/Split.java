package org.apache.storm.trident.testing;

import org.apache.storm.trident.operation.BaseFunction;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Emits each space-separated, non-empty word of the first field. */
public class Split extends BaseFunction {
    @Override
    public void execute(TridentTuple tuple, TridentCollector collector) {
        for (String word : tuple.getString(0).split(" ")) {
            if (!word.isEmpty()) {
                collector.emit(new Values(word));
            }
        }
    }
}

package io.github.stormmc.benchmarks.trident;

import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.util.concurrent.atomic.LongAdder;
import org.apache.storm.trident.operation.BaseFunction;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** WordCount's split as a Trident function; counts the words it emits, per JVM, for the harness. */
public class SplitWords extends BaseFunction {
    private static final long serialVersionUID = 1L;
    /** Words emitted by every task in this JVM: the benchmark's throughput counter. */
    public static final LongAdder WORDS = new LongAdder();

    @Override
    public void execute(TridentTuple tuple, TridentCollector collector) {
        int n = WordSplitter.forEachWord(tuple.getString(0), word -> collector.emit(new Values(word)));
        WORDS.add(n);
    }
}

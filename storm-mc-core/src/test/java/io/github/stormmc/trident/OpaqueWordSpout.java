package io.github.stormmc.trident;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IOpaquePartitionedTridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * An opaque partitioned spout over {@link WordPartitions}: every attempt continues where the previous transaction
 * ended, and each replay of a transaction takes {@code growth} more words than the attempt before (like a re-fetch
 * from a log that has grown), so a replayed batch differs from the failed one.
 */
final class OpaqueWordSpout
        implements IOpaquePartitionedTridentSpout<Integer, WordPartitions.Partition, WordPartitions.Range> {
    private final WordPartitions corpus;
    private final int batchSize;
    private final int growth;

    OpaqueWordSpout(WordPartitions corpus, int batchSize, int growth) {
        this.corpus = corpus;
        this.batchSize = batchSize;
        this.growth = growth;
    }

    @Override
    public Emitter<Integer, WordPartitions.Partition, WordPartitions.Range> getEmitter(Map<String, Object> conf,
                                                                                      TopologyContext context) {
        return new Emitter<Integer, WordPartitions.Partition, WordPartitions.Range>() {
            @Override
            public Map<WordPartitions.Partition, WordPartitions.Range> emitBatchNew(TransactionAttempt tx,
                    TridentCollector collector, Set<WordPartitions.Partition> partitions,
                    Map<WordPartitions.Partition, WordPartitions.Range> last) {
                Map<WordPartitions.Partition, WordPartitions.Range> emitted = new HashMap<>();
                for (WordPartitions.Partition p : partitions) {
                    WordPartitions.Range previous = last.get(p);
                    int start = previous == null ? 0 : previous.end;
                    int size = batchSize + growth * tx.getAttemptId();
                    int end = Math.min(corpus.wordsPerPartition, start + size);
                    for (int i = start; i < end; i++) {
                        collector.emit(new Values(corpus.word(p.index, i)));
                    }
                    emitted.put(p, new WordPartitions.Range(start, end));
                }
                return emitted;
            }

            @Override
            public void refreshPartitions(List<WordPartitions.Partition> partitionResponsibilities) {
            }

            @Override
            public List<WordPartitions.Partition> getOrderedPartitions(Integer count) {
                return corpus.all();
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Coordinator<Integer> getCoordinator(Map<String, Object> conf, TopologyContext context) {
        return new Coordinator<Integer>() {
            @Override
            public boolean isReady(long txid) {
                return true;
            }

            @Override
            public Integer getPartitionsForBatch() {
                return corpus.partitions;
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public Fields getOutputFields() {
        return new Fields("word");
    }
}

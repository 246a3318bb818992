package io.github.stormmc.trident;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IPartitionedTridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * A transactional partitioned spout over {@link WordPartitions}: each batch takes the next {@code batchSize} words of
 * every partition, and a replay re-emits exactly the recorded range.
 */
final class TransactionalWordSpout
        implements IPartitionedTridentSpout<Integer, WordPartitions.Partition, WordPartitions.Range> {
    private final WordPartitions corpus;
    private final int batchSize;

    TransactionalWordSpout(WordPartitions corpus, int batchSize) {
        this.corpus = corpus;
        this.batchSize = batchSize;
    }

    @Override
    public Coordinator<Integer> getCoordinator(Map<String, Object> conf, TopologyContext context) {
        return new Coordinator<Integer>() {
            @Override
            public Integer getPartitionsForBatch() {
                return corpus.partitions;
            }

            @Override
            public boolean isReady(long txid) {
                return true;
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Emitter<Integer, WordPartitions.Partition, WordPartitions.Range> getEmitter(Map<String, Object> conf,
                                                                                      TopologyContext context) {
        return new Emitter<Integer, WordPartitions.Partition, WordPartitions.Range>() {
            @Override
            public List<WordPartitions.Partition> getOrderedPartitions(Integer count) {
                return corpus.all();
            }

            @Override
            public Map<WordPartitions.Partition, WordPartitions.Range> emitBatchNew(TransactionAttempt tx,
                    TridentCollector collector, Set<WordPartitions.Partition> partitions,
                    Map<WordPartitions.Partition, WordPartitions.Range> last) {
                Map<WordPartitions.Partition, WordPartitions.Range> emitted = new HashMap<>();
                for (WordPartitions.Partition p : partitions) {
                    WordPartitions.Range previous = last.get(p);
                    int start = previous == null ? 0 : previous.end;
                    WordPartitions.Range range = new WordPartitions.Range(start,
                            Math.min(corpus.wordsPerPartition, start + batchSize));
                    emit(collector, p, range);
                    emitted.put(p, range);
                }
                return emitted;
            }

            @Override
            public void refreshPartitions(List<WordPartitions.Partition> partitionResponsibilities) {
            }

            @Override
            public void reEmitPartitionBatch(TransactionAttempt tx, TridentCollector collector,
                                             WordPartitions.Partition partition, WordPartitions.Range range) {
                emit(collector, partition, range);
            }

            private void emit(TridentCollector collector, WordPartitions.Partition p, WordPartitions.Range range) {
                for (int i = range.start; i < range.end; i++) {
                    collector.emit(new Values(corpus.word(p.index, i)));
                }
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

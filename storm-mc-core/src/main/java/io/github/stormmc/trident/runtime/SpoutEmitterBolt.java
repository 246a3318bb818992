package io.github.stormmc.trident.runtime;

import org.apache.storm.trident.spout.ICommitterTridentSpout;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.FailedException;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.ReportedFailedException;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/**
 * One partition of a Trident source: on each batch start from the coordinator it asks the source's emitter for its
 * share of the batch, anchors every tuple to the start tuple, then reports the batch downstream.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class SpoutEmitterBolt implements IRichBolt {
    private final String sourceId;
    private final String txId;
    private final ITridentSpout spout;
    private final String stream;
    private final Fields outputFields;
    private final List<String> downstream;
    private transient OutputCollector collector;
    private transient ITridentSpout.Emitter emitter;
    private transient Coordination coordination;

    public SpoutEmitterBolt(String sourceId, String txId, ITridentSpout spout, String stream, Fields outputFields,
                            List<String> downstream) {
        this.sourceId = sourceId;
        this.txId = txId;
        this.spout = spout;
        this.stream = stream;
        this.outputFields = outputFields;
        this.downstream = downstream;
    }

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.coordination = new Coordination(context, Collections.emptyList(), downstream);
        this.emitter = spout.getEmitter(txId, conf, context);
    }

    @Override
    public void execute(Tuple tuple) {
        TransactionAttempt attempt = (TransactionAttempt) tuple.getValue(0);
        if (Streams.SUCCESS.equals(tuple.getSourceStreamId())) {
            emitter.success(attempt);
            collector.ack(tuple);
            return;
        }
        if (Streams.COMMIT.equals(tuple.getSourceStreamId())) {
            // an ICommitterTridentSpout's emitter: its part of the commit; failing fails the commit, retried
            try {
                ((ICommitterTridentSpout.Emitter) emitter).commit(attempt);
            } catch (FailedException e) {
                if (e instanceof ReportedFailedException) {
                    collector.reportError(e);
                }
                collector.fail(tuple);
                return;
            }
            collector.ack(tuple);
            return;
        }
        Map<String, Object> metas = (Map<String, Object>) tuple.getValue(1);
        TrackedBatch batch = new TrackedBatch(null);
        List<Tuple> anchors = Collections.singletonList(tuple);
        try {
            emitter.emitBatch(attempt, metas.get(sourceId), new TridentCollector() {
                @Override
                public void emit(List<Object> values) {
                    if (values.size() != outputFields.size()) {
                        throw new IllegalArgumentException("Trident spout '" + txId + "' emitted " + values.size()
                                + " values " + values + " but declares fields " + outputFields);
                    }
                    List<Object> wire = new ArrayList<>(values.size() + 1);
                    wire.add(attempt);
                    wire.addAll(values);
                    batch.countSent(collector.emit(stream, anchors, wire));
                }

                @Override
                public void flush() {
                }

                @Override
                public void reportError(Throwable t) {
                    collector.reportError(t);
                }
            });
        } catch (FailedException e) {
            if (e instanceof ReportedFailedException) {
                collector.reportError(e);
            }
            collector.fail(tuple);
            return;
        }
        coordination.report(collector, anchors, attempt, batch);
        collector.ack(tuple);
    }

    @Override
    public void cleanup() {
        if (emitter != null) {
            emitter.close();
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(stream, TridentWire.dataFields(outputFields));
        declarer.declareStream(Streams.COORD, true, new Fields(Streams.BATCH_FIELD, Streams.COUNT_FIELD));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return spout.getComponentConfiguration();
    }
}

package io.github.stormmc.trident.runtime;

import io.github.stormmc.trident.processor.BatchRun;
import io.github.stormmc.trident.processor.ProcessorContext;
import io.github.stormmc.trident.processor.ProcessorOutput;
import io.github.stormmc.trident.processor.TridentProcessor;
import io.github.stormmc.trident.processor.TupleLayout;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.FailedException;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.ReportedFailedException;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/**
 * Runs a chain of Trident processors for one partition. Data tuples are processed as they come; once the batch is
 * complete (see {@link Coordination}) and, for bolts that update state, the coordinator has given the batch its commit
 * turn, every processor finishes the batch, the bolt reports the batch downstream and releases its held tuples. A
 * {@link FailedException} from user code fails the batch, which the coordinator then replays.
 */
public final class TridentBolt implements IRichBolt {
    private final BoltPlan plan;
    private transient OutputCollector collector;
    private transient TridentProcessor[] processors;
    private transient Map<String, TupleLayout> entryLayouts;
    private transient Coordination coordination;
    private transient AttemptLedger ledger;
    private transient TrackedBatch current;
    private transient Collection<Tuple> anchors;

    public TridentBolt(BoltPlan plan) {
        this.plan = plan;
    }

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.ledger = new AttemptLedger();
        this.coordination = new Coordination(context, plan.upstream, plan.downstream);
        int n = plan.processors.size();
        processors = new TridentProcessor[n];
        ProcessorOutput[] outputs = new ProcessorOutput[n];
        for (int i = 0; i < n; i++) {
            ProcessorSpec spec = plan.processors.get(i);
            processors[i] = spec.processor;
            outputs[i] = new ProcessorOutput(new TupleLayout(spec.output));
        }
        for (int i = 0; i < n; i++) {
            ProcessorSpec spec = plan.processors.get(i);
            for (int[] child : spec.children) {
                TridentProcessor target = processors[child[0]];
                int inputIndex = child[1];
                outputs[i].addSink((batch, tuple) -> target.execute(batch, inputIndex, tuple));
            }
            for (String stream : spec.streams) {
                outputs[i].addSink((batch, tuple) -> emitData(stream, tuple));
            }
        }
        entryLayouts = new HashMap<>();
        for (Map.Entry<String, List<int[]>> entry : plan.entries.entrySet()) {
            int[] first = entry.getValue().get(0);
            entryLayouts.put(entry.getKey(), new TupleLayout(plan.processors.get(first[0]).inputs.get(first[1])));
        }
        for (int i = 0; i < n; i++) {
            List<TupleLayout> inputs = new ArrayList<>();
            for (Fields f : plan.processors.get(i).inputs) {
                inputs.add(new TupleLayout(f));
            }
            processors[i].prepare(new ProcessorContext(conf, context, i, inputs, outputs[i], collector::reportError));
        }
    }

    private void emitData(String stream, List<Object> tuple) {
        List<Object> values = new ArrayList<>(tuple.size() + 1);
        values.add(current.run.attempt);
        values.addAll(tuple);
        current.countSent(collector.emit(stream, anchors, values));
    }

    @Override
    public void execute(Tuple tuple) {
        TransactionAttempt attempt = (TransactionAttempt) tuple.getValue(0);
        if (ledger.isStale(attempt)) {
            collector.ack(tuple);
            return;
        }
        TrackedBatch batch = ledger.get(attempt);
        try {
            if (batch == null) {
                batch = open(attempt);
            }
            if (batch.failed) {
                collector.fail(tuple);
                return;
            }
            String stream = tuple.getSourceStreamId();
            if (Streams.COORD.equals(stream)) {
                batch.reportsReceived++;
                batch.expectedTuples += ((Number) tuple.getValue(1)).longValue();
                batch.held.add(tuple);
            } else if (Streams.COMMIT.equals(stream)) {
                batch.commit = tuple;
            } else {
                batch.receivedTuples++;
                process(batch, tuple);
                collector.ack(tuple);
            }
            tryFinish(batch);
        } catch (FailedException e) {
            if (e instanceof ReportedFailedException) {
                collector.reportError(e);
            }
            fail(batch, tuple);
        }
    }

    private TrackedBatch open(TransactionAttempt attempt) {
        TrackedBatch batch = new TrackedBatch(new BatchRun(attempt, processors.length));
        for (TrackedBatch old : ledger.open(attempt, batch)) {
            releaseAll(old, false);
        }
        current = batch;
        anchors = Collections.emptyList();
        for (TridentProcessor processor : processors) {
            processor.startBatch(batch.run);
        }
        return batch;
    }

    private void process(TrackedBatch batch, Tuple tuple) {
        String key = BoltPlan.entryKey(tuple.getSourceComponent(), tuple.getSourceStreamId());
        List<int[]> targets = plan.entries.get(key);
        if (targets == null) {
            throw new IllegalStateException("Trident bolt got a tuple on unexpected stream " + key);
        }
        List<Object> values = tuple.getValues().subList(1, tuple.size());
        current = batch;
        anchors = Collections.singletonList(tuple);
        var input = entryLayouts.get(key).tuple(values);
        for (int[] target : targets) {
            processors[target[0]].execute(batch.run, target[1], input);
        }
    }

    private void tryFinish(TrackedBatch batch) {
        if (!batch.complete && batch.reportsReceived == coordination.upstreamTasks()
                && batch.receivedTuples == batch.expectedTuples) {
            batch.complete = true;
            if (plan.committer) {
                // The processing phase is over for this task; its output waits for the commit turn.
                for (Tuple held : batch.held) {
                    collector.ack(held);
                }
                batch.held.clear();
            }
        }
        if (batch.complete && (!plan.committer || batch.commit != null)) {
            finish(batch);
        }
    }

    private void finish(TrackedBatch batch) {
        List<Tuple> finishAnchors = new ArrayList<>(batch.held);
        if (batch.commit != null) {
            finishAnchors.add(batch.commit);
        }
        current = batch;
        anchors = finishAnchors;
        for (TridentProcessor processor : processors) {
            processor.finishBatch(batch.run);
        }
        coordination.report(collector, finishAnchors, batch.run.attempt, batch);
        ledger.close(batch.run.attempt);
        releaseAll(batch, true);
    }

    private void fail(TrackedBatch batch, Tuple tuple) {
        if (batch == null || (!batch.held.contains(tuple) && batch.commit != tuple)) {
            collector.fail(tuple);
        }
        if (batch != null) {
            batch.failed = true;
            releaseAll(batch, false);
        }
    }

    private void releaseAll(TrackedBatch batch, boolean ack) {
        List<Tuple> all = new ArrayList<>(batch.held);
        if (batch.commit != null) {
            all.add(batch.commit);
        }
        for (Tuple t : all) {
            if (ack) {
                collector.ack(t);
            } else {
                collector.fail(t);
            }
        }
        batch.held.clear();
        batch.commit = null;
    }

    @Override
    public void cleanup() {
        if (processors != null) {
            for (TridentProcessor processor : processors) {
                processor.cleanup();
            }
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        for (ProcessorSpec spec : plan.processors) {
            for (String stream : spec.streams) {
                declarer.declareStream(stream, TridentWire.dataFields(spec.output));
            }
        }
        declarer.declareStream(Streams.COORD, true, new Fields(Streams.BATCH_FIELD, Streams.COUNT_FIELD));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}

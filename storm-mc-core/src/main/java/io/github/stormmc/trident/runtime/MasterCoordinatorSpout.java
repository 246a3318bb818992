package io.github.stormmc.trident.runtime;

import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.StateFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ObjectReader;

/**
 * Drives the batches of one group of connected Trident sources. Transactions get ids 1, 2, 3, ...; at most
 * {@code topology.max.spout.pending} (default 1) are in flight, a new one starts at most every
 * {@code topology.trident.batch.emit.interval.millis}. A transaction whose tuple tree completes is processed; processed
 * transactions get their commit turn strictly in id order, one at a time. A failed transaction and every later one in
 * flight restart as new attempts, with the metadata the sources' coordinators keep for them, so a transactional source
 * replays the same batch. The last committed transaction id is kept in {@code topology.state.provider}'s state
 * (namespace {@code $trident-coordinator-<txIds>}), so with a durable provider a restarted topology goes on numbering
 * where it stopped, as Storm's coordinator does from ZooKeeper: states that store transaction ids with their values
 * (opaque, transactional) need that. The sources' coordinator metadata stays in memory.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class MasterCoordinatorSpout implements IRichSpout {
    private static final String COMMITTED_KEY = "committed";
    private final List<CoordinatedSource> sources;
    private final boolean hasCommitters;
    private transient SpoutOutputCollector collector;
    private transient ITridentSpout.BatchCoordinator[] coordinators;
    private transient List<TreeMap<Long, Object>> metadata;
    private transient TreeMap<Long, TxStatus> active;
    private transient long nextTxid;
    private transient long lastCommitted;
    private transient int maxPending;
    private transient long intervalMillis;
    private transient long lastStart;
    private transient boolean activeSpout;
    private transient KeyValueState<String, Long> progress;

    public MasterCoordinatorSpout(List<CoordinatedSource> sources, boolean hasCommitters) {
        this.sources = sources;
        this.hasCommitters = hasCommitters;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        coordinators = new ITridentSpout.BatchCoordinator[sources.size()];
        metadata = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            CoordinatedSource source = sources.get(i);
            coordinators[i] = source.spout.getCoordinator(source.txId, conf, context);
            metadata.add(new TreeMap<>());
        }
        active = new TreeMap<>();
        progress = (KeyValueState<String, Long>) StateFactory.getState(progressNamespace(), conf, context);
        lastCommitted = progress.get(COMMITTED_KEY, 0L);
        nextTxid = lastCommitted + 1;
        // The topology's own setting: this component overrides the engine's per-spout limit (see below).
        Map<String, Object> topologyConf = context.getConf() == null ? conf : context.getConf();
        Object pending = topologyConf.get(Config.TOPOLOGY_MAX_SPOUT_PENDING);
        maxPending = pending == null ? 1 : Math.max(1, ObjectReader.getInt(pending));
        Object interval = conf.get(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS);
        intervalMillis = interval == null ? 0 : ObjectReader.getInt(interval);
        lastStart = Long.MIN_VALUE / 2;
        activeSpout = true;
    }

    @Override
    public void nextTuple() {
        commitNextIfReady();
        for (TxStatus status : active.values()) {
            if (status.phase == TxStatus.Phase.TO_START) {
                start(status);
            }
        }
        long now = System.currentTimeMillis();
        if (activeSpout && active.size() < maxPending && now - lastStart >= intervalMillis && allReady(nextTxid)) {
            TxStatus status = new TxStatus(nextTxid++);
            active.put(status.txid, status);
            lastStart = now;
            start(status);
        }
    }

    private boolean allReady(long txid) {
        for (ITridentSpout.BatchCoordinator coordinator : coordinators) {
            if (!coordinator.isReady(txid)) {
                return false;
            }
        }
        return true;
    }

    private void start(TxStatus status) {
        Map<String, Object> metas = new HashMap<>();
        for (int i = 0; i < coordinators.length; i++) {
            TreeMap<Long, Object> stored = metadata.get(i);
            Object prev = stored.get(status.txid - 1);
            Object curr = stored.get(status.txid);
            Object meta = coordinators[i].initializeTransaction(status.txid, prev, curr);
            stored.put(status.txid, meta);
            metas.put(sources.get(i).sourceId, meta);
        }
        status.phase = TxStatus.Phase.PROCESSING;
        TransactionAttempt attempt = status.attemptId();
        collector.emit(Streams.BATCH, new Values(attempt, metas), new CoordinatorMessage(attempt, false));
    }

    private void commitNextIfReady() {
        Map.Entry<Long, TxStatus> first = active.firstEntry();
        if (first == null || first.getKey() != lastCommitted + 1 || first.getValue().phase != TxStatus.Phase.PROCESSED) {
            return;
        }
        TxStatus status = first.getValue();
        if (!hasCommitters) {
            committed(status);
            return;
        }
        status.phase = TxStatus.Phase.COMMITTING;
        TransactionAttempt attempt = status.attemptId();
        collector.emit(Streams.COMMIT, new Values(attempt), new CoordinatorMessage(attempt, true));
    }

    private String progressNamespace() {
        StringBuilder ns = new StringBuilder("$trident-coordinator");
        for (CoordinatedSource source : sources) {
            ns.append('-').append(source.txId);
        }
        return ns.toString();
    }

    private void committed(TxStatus status) {
        active.remove(status.txid);
        lastCommitted = status.txid;
        progress.put(COMMITTED_KEY, lastCommitted);
        progress.commit();
        for (int i = 0; i < coordinators.length; i++) {
            coordinators[i].success(status.txid);
            // Keep the committed transaction's metadata: it is the "previous" of the next one.
            metadata.get(i).headMap(status.txid).clear();
        }
        collector.emit(Streams.SUCCESS, new Values(status.attemptId()));
    }

    @Override
    public void ack(Object msgId) {
        CoordinatorMessage message = (CoordinatorMessage) msgId;
        TxStatus status = current(message);
        if (status == null) {
            return;
        }
        if (message.commit()) {
            committed(status);
        } else if (status.phase == TxStatus.Phase.PROCESSING) {
            status.phase = TxStatus.Phase.PROCESSED;
        }
        commitNextIfReady();
    }

    @Override
    public void fail(Object msgId) {
        CoordinatorMessage message = (CoordinatorMessage) msgId;
        if (current(message) == null) {
            return;
        }
        // Later transactions may depend on this one's outcome (an opaque source continues where it ended): redo them.
        for (TxStatus status : active.tailMap(message.attempt().getTransactionId(), true).values()) {
            status.attempt++;
            status.phase = TxStatus.Phase.TO_START;
        }
    }

    private TxStatus current(CoordinatorMessage message) {
        TxStatus status = active.get(message.attempt().getTransactionId());
        if (status == null || status.attempt != message.attempt().getAttemptId()) {
            return null;
        }
        return status;
    }

    @Override
    public void close() {
        if (coordinators != null) {
            for (ITridentSpout.BatchCoordinator coordinator : coordinators) {
                coordinator.close();
            }
        }
    }

    @Override
    public void activate() {
        activeSpout = true;
    }

    @Override
    public void deactivate() {
        activeSpout = false;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.BATCH, new Fields(Streams.BATCH_FIELD, Streams.META_FIELD));
        declarer.declareStream(Streams.COMMIT, new Fields(Streams.BATCH_FIELD));
        declarer.declareStream(Streams.SUCCESS, new Fields(Streams.BATCH_FIELD));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Map<String, Object> conf = new HashMap<>();
        // One coordinator decides the order of all transactions of its sources.
        conf.put(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1);
        // Pending batches are limited here, per transaction; superseded attempts still in flight must not block
        // their replacements, so the engine's own per-tuple limit is lifted.
        conf.put(Config.TOPOLOGY_MAX_SPOUT_PENDING, 1_000_000);
        return conf;
    }
}

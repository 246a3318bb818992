package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.spout.CheckPointState.Action;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Which bolt hooks each checkpoint action calls, initialised or not, as Storm 2.8.2's StatefulBoltExecutor does. */
class StatefulBoltExecutorCheckpointTest {

    @Test
    void commitAndRollbackReachTheBoltEvenBeforeInitState() throws Exception {
        List<String> calls = new ArrayList<>();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new org.apache.storm.testing.TestWordSpout(false));
        builder.setBolt("stateful", new Hooks(calls), 1).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            Config conf = new Config();
            conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 3_600_000); // no checkpoints of its own
            cluster.submitTopology("checkpoints", conf, builder.createTopology());
            var plan = cluster.stormMc().byName("checkpoints").plan();
            int task = plan.componentToSortedTasks().get("stateful").get(0);
            TopologyContext context = new TopologyContext(plan.topology(), plan.conf(), plan.taskToComponent(),
                plan.componentToSortedTasks(), plan.componentToStreamToFields(), new HashMap<>(), plan.topologyId(),
                null, null, task, 1024, List.of(task), new HashMap<>(), new HashMap<>(), new HashMap<>(),
                new HashMap<>(), new java.util.concurrent.atomic.AtomicBoolean(false),
                new org.apache.storm.metrics2.StormMetricRegistry());
            int checkpointTask = plan.componentToSortedTasks().get(CheckpointSpout.CHECKPOINT_COMPONENT_ID).get(0);

            StatefulBoltExecutor<KeyValueState<String, Long>> executor = new StatefulBoltExecutor<>(new Hooks(calls));
            calls.clear();
            executor.prepare(plan.conf(), context, new OutputCollector(new RecordingOutputCollector()),
                new InMemoryKeyValueState<>());
            executor.execute(checkpoint(context, checkpointTask, 5, Action.COMMIT));
            executor.execute(checkpoint(context, checkpointTask, 6, Action.ROLLBACK));
            executor.execute(checkpoint(context, checkpointTask, 6, Action.INITSTATE));
            executor.execute(checkpoint(context, checkpointTask, 7, Action.PREPARE));
            executor.execute(checkpoint(context, checkpointTask, 7, Action.COMMIT));
            assertEquals(List.of("prepare", "preCommit 5", "preRollback", "initState", "prePrepare 7", "preCommit 7"),
                calls);
        }
    }

    private static Tuple checkpoint(TopologyContext context, int task, long txid, Action action) {
        return new TupleImpl(context, new Values(txid, action), CheckpointSpout.CHECKPOINT_COMPONENT_ID, task,
            CheckpointSpout.CHECKPOINT_STREAM_ID);
    }

    /** Records the checkpoint hooks. */
    public static final class Hooks extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private final transient List<String> calls;

        Hooks(List<String> calls) {
            this.calls = calls;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            record("prepare");
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            record("initState");
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void prePrepare(long txid) {
            record("prePrepare " + txid);
        }

        @Override
        public void preCommit(long txid) {
            record("preCommit " + txid);
        }

        @Override
        public void preRollback() {
            record("preRollback");
        }

        private void record(String call) {
            if (calls != null) {
                calls.add(call);
            }
        }
    }
}

package org.apache.storm.drpc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.ILocalDRPC;
import org.apache.storm.coordination.BatchBoltExecutor;
import org.apache.storm.coordination.CoordinatedBolt;
import org.apache.storm.coordination.CoordinatedBolt.FinishedCallback;
import org.apache.storm.coordination.CoordinatedBolt.IdStreamSpec;
import org.apache.storm.coordination.CoordinatedBolt.SourceArgs;
import org.apache.storm.coordination.IBatchBolt;
import org.apache.storm.generated.SharedMemory;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.topology.BasicBoltExecutor;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * Builds a DRPC topology from a chain of bolts. The topology has the components Storm gives it: {@code spout} (a
 * {@link DRPCSpout}), {@code prepare-request} ({@link PrepareRequest}), the added bolts as {@code bolt0},
 * {@code bolt1}, ... each wrapped in a {@link CoordinatedBolt}, then {@link JoinResult} and {@link ReturnResults}.
 *
 * <p>The first bolt receives {@code [request-id, args]}; every bolt's tuples start with the request id; the last bolt
 * emits {@code [id, result]} on its default stream. Batch bolts ({@link IBatchBolt}) get {@code finishBatch()} once
 * per request after all of its tuples; when the last bolt is one, only the task owning the request id by fields
 * grouping finishes it, so the result is emitted once.
 */
public class LinearDRPCTopologyBuilder {
    private static final String SPOUT_ID = "spout";
    private static final String PREPARE_ID = "prepare-request";

    private final String function;
    private final List<Component> components = new ArrayList<>();

    public LinearDRPCTopologyBuilder(String function) {
        this.function = function;
    }

    public LinearDRPCInputDeclarer addBolt(IBatchBolt bolt, Number parallelism) {
        return addBolt(new BatchBoltExecutor(bolt), parallelism);
    }

    public LinearDRPCInputDeclarer addBolt(IBatchBolt bolt) {
        return addBolt(bolt, 1);
    }

    @Deprecated
    public LinearDRPCInputDeclarer addBolt(IRichBolt bolt, Number parallelism) {
        Component component = new Component(bolt, parallelism == null ? 1 : parallelism.intValue());
        components.add(component);
        return new InputDeclarerImpl(component);
    }

    @Deprecated
    public LinearDRPCInputDeclarer addBolt(IRichBolt bolt) {
        return addBolt(bolt, 1);
    }

    public LinearDRPCInputDeclarer addBolt(IBasicBolt bolt, Number parallelism) {
        return addBolt(new BasicBoltExecutor(bolt), parallelism);
    }

    public LinearDRPCInputDeclarer addBolt(IBasicBolt bolt) {
        return addBolt(bolt, 1);
    }

    /** The topology answering requests of the given in-JVM DRPC server. */
    public StormTopology createLocalTopology(ILocalDRPC drpc) {
        return createTopology(new DRPCSpout(function, drpc));
    }

    /**
     * The topology for {@code StormSubmitter}: its spout serves the DRPC server of the {@code DRPCClient.LocalOverride}
     * in place (as under {@code storm local}); Storm-MC has no remote DRPC servers.
     */
    public StormTopology createRemoteTopology() {
        return createTopology(new DRPCSpout(function));
    }

    private static String boltId(int index) {
        return "bolt" + index;
    }

    private StormTopology createTopology(DRPCSpout spout) {
        if (components.isEmpty()) {
            throw new IllegalStateException("LinearDRPCTopologyBuilder for '" + function
                + "' has no bolts: add at least one with addBolt");
        }
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(SPOUT_ID, spout);
        builder.setBolt(PREPARE_ID, new PrepareRequest()).noneGrouping(SPOUT_ID);
        int last = components.size() - 1;
        for (int i = 0; i <= last; i++) {
            Component component = components.get(i);
            Map<String, SourceArgs> sources = new HashMap<>();
            if (i == 1) {
                // the first bolt gets each request as one tuple, so one of its tasks reports it
                sources.put(boltId(0), SourceArgs.single());
            } else if (i >= 2) {
                sources.put(boltId(i - 1), SourceArgs.all());
            }
            IdStreamSpec idSpec = i == last && component.bolt instanceof FinishedCallback
                ? IdStreamSpec.makeDetectSpec(PREPARE_ID, PrepareRequest.ID_STREAM) : null;
            BoltDeclarer declarer = builder.setBolt(boltId(i), new CoordinatedBolt(component.bolt, sources, idSpec),
                component.parallelism);
            component.settings.forEach(setting -> setting.accept(declarer));
            if (idSpec != null) {
                declarer.fieldsGrouping(PREPARE_ID, PrepareRequest.ID_STREAM, new Fields("request"));
            }
            if (i == 0 && component.inputs.isEmpty()) {
                declarer.noneGrouping(PREPARE_ID, PrepareRequest.ARGS_STREAM);
            } else {
                String previous = i == 0 ? PREPARE_ID : boltId(i - 1);
                component.inputs.forEach(input -> input.accept(previous, declarer));
            }
            if (i > 0) {
                declarer.directGrouping(boltId(i - 1), Constants.COORDINATED_STREAM_ID);
            }
        }
        builder.setBolt(boltId(last + 1), new JoinResult(PREPARE_ID))
            .fieldsGrouping(boltId(last), new Fields(firstResultField(components.get(last).bolt)))
            .fieldsGrouping(PREPARE_ID, PrepareRequest.RETURN_STREAM, new Fields("request"));
        builder.setBolt(boltId(last + 2), new ReturnResults()).noneGrouping(boltId(last + 1));
        return builder.createTopology();
    }

    /** The request id field of the last bolt's results: the first field of its default stream. */
    private String firstResultField(IRichBolt lastBolt) {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        lastBolt.declareOutputFields(getter);
        StreamInfo results = getter.getFieldsDeclaration().get(Utils.DEFAULT_STREAM_ID);
        if (results == null || results.get_output_fields().isEmpty()) {
            throw new IllegalArgumentException("The last bolt of DRPC function '" + function + "' must declare its"
                + " default stream as [request id, result], e.g. new Fields(\"id\", \"result\")");
        }
        return results.get_output_fields().get(0);
    }

    private static final class Component {
        final IRichBolt bolt;
        final int parallelism;
        final List<BiConsumer<String, BoltDeclarer>> inputs = new ArrayList<>();
        final List<Consumer<BoltDeclarer>> settings = new ArrayList<>();
        final Map<String, Object> conf = new HashMap<>();

        Component(IRichBolt bolt, int parallelism) {
            this.bolt = bolt;
            this.parallelism = parallelism;
        }
    }

    /** Records groupings (applied to the previous bolt's id) and settings, replayed on the real declarer. */
    private static final class InputDeclarerImpl implements LinearDRPCInputDeclarer {
        private final Component component;

        InputDeclarerImpl(Component component) {
            this.component = component;
        }

        private LinearDRPCInputDeclarer input(BiConsumer<String, BoltDeclarer> declaration) {
            component.inputs.add(declaration);
            return this;
        }

        private LinearDRPCInputDeclarer setting(Consumer<BoltDeclarer> setting) {
            component.settings.add(setting);
            return this;
        }

        @Override
        public LinearDRPCInputDeclarer fieldsGrouping(Fields fields) {
            return input((prev, d) -> d.fieldsGrouping(prev, fields));
        }

        @Override
        public LinearDRPCInputDeclarer fieldsGrouping(String streamId, Fields fields) {
            return input((prev, d) -> d.fieldsGrouping(prev, streamId, fields));
        }

        @Override
        public LinearDRPCInputDeclarer globalGrouping() {
            return input((prev, d) -> d.globalGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer globalGrouping(String streamId) {
            return input((prev, d) -> d.globalGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer shuffleGrouping() {
            return input((prev, d) -> d.shuffleGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer shuffleGrouping(String streamId) {
            return input((prev, d) -> d.shuffleGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer localOrShuffleGrouping() {
            return input((prev, d) -> d.localOrShuffleGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer localOrShuffleGrouping(String streamId) {
            return input((prev, d) -> d.localOrShuffleGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer noneGrouping() {
            return input((prev, d) -> d.noneGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer noneGrouping(String streamId) {
            return input((prev, d) -> d.noneGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer allGrouping() {
            return input((prev, d) -> d.allGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer allGrouping(String streamId) {
            return input((prev, d) -> d.allGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer directGrouping() {
            return input((prev, d) -> d.directGrouping(prev));
        }

        @Override
        public LinearDRPCInputDeclarer directGrouping(String streamId) {
            return input((prev, d) -> d.directGrouping(prev, streamId));
        }

        @Override
        public LinearDRPCInputDeclarer partialKeyGrouping(Fields fields) {
            return input((prev, d) -> d.partialKeyGrouping(prev, fields));
        }

        @Override
        public LinearDRPCInputDeclarer partialKeyGrouping(String streamId, Fields fields) {
            return input((prev, d) -> d.partialKeyGrouping(prev, streamId, fields));
        }

        @Override
        public LinearDRPCInputDeclarer customGrouping(CustomStreamGrouping grouping) {
            return input((prev, d) -> d.customGrouping(prev, grouping));
        }

        @Override
        public LinearDRPCInputDeclarer customGrouping(String streamId, CustomStreamGrouping grouping) {
            return input((prev, d) -> d.customGrouping(prev, streamId, grouping));
        }

        @Override
        public LinearDRPCInputDeclarer addConfigurations(Map<String, Object> conf) {
            if (conf != null) {
                component.conf.putAll(conf);
            }
            return setting(d -> d.addConfigurations(conf));
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return component.conf;
        }

        @Override
        public LinearDRPCInputDeclarer addConfiguration(String config, Object value) {
            component.conf.put(config, value);
            return setting(d -> d.addConfiguration(config, value));
        }

        @Override
        public LinearDRPCInputDeclarer setDebug(boolean debug) {
            component.conf.put(Config.TOPOLOGY_DEBUG, debug);
            return setting(d -> d.setDebug(debug));
        }

        @Override
        public LinearDRPCInputDeclarer setMaxTaskParallelism(Number val) {
            if (val != null) {
                component.conf.put(Config.TOPOLOGY_MAX_TASK_PARALLELISM, val.intValue());
            }
            return setting(d -> d.setMaxTaskParallelism(val));
        }

        @Override
        public LinearDRPCInputDeclarer setMaxSpoutPending(Number val) {
            if (val != null) {
                component.conf.put(Config.TOPOLOGY_MAX_SPOUT_PENDING, val.intValue());
            }
            return setting(d -> d.setMaxSpoutPending(val));
        }

        @Override
        public LinearDRPCInputDeclarer setNumTasks(Number val) {
            if (val != null) {
                component.conf.put(Config.TOPOLOGY_TASKS, val.intValue());
            }
            return setting(d -> d.setNumTasks(val));
        }

        @Override
        public LinearDRPCInputDeclarer setMemoryLoad(Number onHeap) {
            return setting(d -> d.setMemoryLoad(onHeap));
        }

        @Override
        public LinearDRPCInputDeclarer setMemoryLoad(Number onHeap, Number offHeap) {
            return setting(d -> d.setMemoryLoad(onHeap, offHeap));
        }

        @Override
        public LinearDRPCInputDeclarer setCPULoad(Number amount) {
            return setting(d -> d.setCPULoad(amount));
        }

        @Override
        public LinearDRPCInputDeclarer addResources(Map<String, Double> resources) {
            return setting(d -> d.addResources(resources));
        }

        @Override
        public LinearDRPCInputDeclarer addResource(String resourceName, Number resourceValue) {
            return setting(d -> d.addResource(resourceName, resourceValue));
        }

        @Override
        public LinearDRPCInputDeclarer addSharedMemory(SharedMemory request) {
            return setting(d -> d.addSharedMemory(request));
        }
    }
}

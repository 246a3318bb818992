package org.apache.storm.topology;

import io.github.stormmc.json.Json;
import java.io.NotSerializableException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.NullStruct;
import org.apache.storm.generated.SharedMemory;
import org.apache.storm.generated.SpoutSpec;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.grouping.PartialKeyGrouping;
import org.apache.storm.hooks.IWorkerHook;
import org.apache.storm.lambda.LambdaBiConsumerBolt;
import org.apache.storm.lambda.LambdaConsumerBolt;
import org.apache.storm.lambda.LambdaSpout;
import org.apache.storm.lambda.SerializableBiConsumer;
import org.apache.storm.lambda.SerializableConsumer;
import org.apache.storm.lambda.SerializableSupplier;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.state.State;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;

/**
 * Builds a {@link StormTopology}: each spout and bolt is Java-serialised into it (one deserialised copy runs per
 * task), with its declared output streams, its subscriptions and its component configuration as JSON.
 */
public class TopologyBuilder {
    static {
        // A topology's main touches this class first: the engine's one-time start-up work (defaults.yaml, log4j2's
        // classes) begins on another core while main builds the topology.
        io.github.stormmc.cluster.StartupWarmup.start();
    }

    private final Map<String, IRichBolt> bolts = new LinkedHashMap<>();
    private final Map<String, IRichSpout> spouts = new LinkedHashMap<>();
    private final Map<String, ComponentCommon> commons = new HashMap<>();
    private final Map<String, Map<String, Object>> componentConfs = new HashMap<>();
    private final Map<String, java.util.Set<String>> componentToSharedMemory = new HashMap<>();
    private final Map<String, SharedMemory> sharedMemory = new HashMap<>();
    private final List<ByteBuffer> workerHooks = new ArrayList<>();
    private boolean hasStatefulBolt;

    public StormTopology createTopology() {
        Map<String, Bolt> boltSpecs = new HashMap<>();
        for (Map.Entry<String, IRichBolt> e : bolts.entrySet()) {
            String id = e.getKey();
            IRichBolt bolt = e.getValue();
            ComponentCommon common;
            if (hasStatefulBolt) {
                // As in Storm: every bolt of a stateful topology takes part in checkpointing, either as a stateful
                // bolt or by forwarding the checkpoint tuples it receives from each of its sources.
                if (!(bolt instanceof StatefulBoltExecutor)) {
                    bolt = new CheckpointTupleForwarder(bolt);
                }
                common = componentCommon(id, bolt);
                addCheckpointInputs(common);
            } else {
                common = componentCommon(id, bolt);
            }
            boltSpecs.put(id, new Bolt(serializeComponent(id, "Bolt", bolt), common));
        }
        Map<String, SpoutSpec> spoutSpecs = new HashMap<>();
        for (Map.Entry<String, IRichSpout> e : spouts.entrySet()) {
            String id = e.getKey();
            spoutSpecs.put(id, new SpoutSpec(serializeComponent(id, "Spout", e.getValue()), componentCommon(id, e.getValue())));
        }
        if (hasStatefulBolt) {
            CheckpointSpout checkpointSpout = new CheckpointSpout();
            ComponentCommon common = new ComponentCommon();
            common.set_inputs(new HashMap<>());
            common.set_parallelism_hint(1);
            OutputFieldsGetter getter = new OutputFieldsGetter();
            checkpointSpout.declareOutputFields(getter);
            common.set_streams(getter.getFieldsDeclaration());
            spoutSpecs.put(CheckpointSpout.CHECKPOINT_COMPONENT_ID,
                new SpoutSpec(serializeComponent(CheckpointSpout.CHECKPOINT_COMPONENT_ID, "Spout", checkpointSpout), common));
        }
        StormTopology topology = new StormTopology(spoutSpecs, boltSpecs, new HashMap<>());
        topology.set_worker_hooks(new ArrayList<>(workerHooks));
        if (!componentToSharedMemory.isEmpty()) {
            topology.set_component_to_shared_memory(new HashMap<>(componentToSharedMemory));
            topology.set_shared_memory(new HashMap<>(sharedMemory));
        }
        return topology;
    }

    public BoltDeclarer setBolt(String id, IRichBolt bolt) throws IllegalArgumentException {
        return setBolt(id, bolt, null);
    }

    public BoltDeclarer setBolt(String id, IRichBolt bolt, Number parallelismHint) throws IllegalArgumentException {
        validateUnusedId(id);
        initCommon(id, bolt, parallelismHint);
        bolts.put(id, bolt);
        return new BoltGetter(id);
    }

    public BoltDeclarer setBolt(String id, IBasicBolt bolt) throws IllegalArgumentException {
        return setBolt(id, bolt, null);
    }

    public BoltDeclarer setBolt(String id, IBasicBolt bolt, Number parallelismHint) throws IllegalArgumentException {
        return setBolt(id, new BasicBoltExecutor(bolt), parallelismHint);
    }

    public BoltDeclarer setBolt(String id, IWindowedBolt bolt) throws IllegalArgumentException {
        return setBolt(id, bolt, null);
    }

    public BoltDeclarer setBolt(String id, IWindowedBolt bolt, Number parallelismHint) throws IllegalArgumentException {
        return setBolt(id, new WindowedBoltExecutor(bolt), parallelismHint);
    }

    public <T extends State> BoltDeclarer setBolt(String id, IStatefulBolt<T> bolt) throws IllegalArgumentException {
        return setBolt(id, bolt, null);
    }

    public <T extends State> BoltDeclarer setBolt(String id, IStatefulBolt<T> bolt, Number parallelismHint)
        throws IllegalArgumentException {
        hasStatefulBolt = true;
        return setBolt(id, new StatefulBoltExecutor<>(bolt), parallelismHint);
    }

    public <T extends State> BoltDeclarer setBolt(String id, IStatefulWindowedBolt<T> bolt) throws IllegalArgumentException {
        return setBolt(id, bolt, null);
    }

    public <T extends State> BoltDeclarer setBolt(String id, IStatefulWindowedBolt<T> bolt, Number parallelismHint)
        throws IllegalArgumentException {
        IStatefulBolt<T> executor = bolt.isPersistent()
            ? new PersistentWindowedBoltExecutor<>(bolt)
            : new StatefulWindowedBoltExecutor<>(bolt);
        return setBolt(id, executor, parallelismHint);
    }

    public BoltDeclarer setBolt(String id, SerializableBiConsumer<Tuple, BasicOutputCollector> biConsumer, String... fields)
        throws IllegalArgumentException {
        return setBolt(id, biConsumer, null, fields);
    }

    public BoltDeclarer setBolt(String id, SerializableBiConsumer<Tuple, BasicOutputCollector> biConsumer, Number parallelismHint,
                                String... fields) throws IllegalArgumentException {
        return setBolt(id, new LambdaBiConsumerBolt(biConsumer, fields), parallelismHint);
    }

    public BoltDeclarer setBolt(String id, SerializableConsumer<Tuple> consumer) throws IllegalArgumentException {
        return setBolt(id, consumer, null);
    }

    public BoltDeclarer setBolt(String id, SerializableConsumer<Tuple> consumer, Number parallelismHint)
        throws IllegalArgumentException {
        return setBolt(id, new LambdaConsumerBolt(consumer), parallelismHint);
    }

    public SpoutDeclarer setSpout(String id, IRichSpout spout) throws IllegalArgumentException {
        return setSpout(id, spout, null);
    }

    public SpoutDeclarer setSpout(String id, IRichSpout spout, Number parallelismHint) throws IllegalArgumentException {
        validateUnusedId(id);
        initCommon(id, spout, parallelismHint);
        spouts.put(id, spout);
        return new SpoutGetter(id);
    }

    public SpoutDeclarer setSpout(String id, SerializableSupplier<?> supplier) throws IllegalArgumentException {
        return setSpout(id, supplier, null);
    }

    public SpoutDeclarer setSpout(String id, SerializableSupplier<?> supplier, Number parallelismHint)
        throws IllegalArgumentException {
        return setSpout(id, new LambdaSpout(supplier), parallelismHint);
    }

    public void addWorkerHook(IWorkerHook workerHook) {
        if (workerHook == null) {
            throw new IllegalArgumentException("WorkerHook must not be null.");
        }
        workerHooks.add(ByteBuffer.wrap(Utils.javaSerialize(workerHook)));
    }

    /** Subscribes a bolt to the checkpoint stream of each of its sources (of the checkpoint spout for spouts). */
    private void addCheckpointInputs(ComponentCommon common) {
        java.util.Set<String> sources = new java.util.TreeSet<>();
        for (GlobalStreamId input : common.get_inputs().keySet()) {
            sources.add(input.get_componentId());
        }
        for (String source : sources) {
            String from = spouts.containsKey(source) ? CheckpointSpout.CHECKPOINT_COMPONENT_ID : source;
            common.put_to_inputs(new GlobalStreamId(from, CheckpointSpout.CHECKPOINT_STREAM_ID), Grouping.all(new NullStruct()));
        }
    }

    private void validateUnusedId(String id) {
        if (bolts.containsKey(id)) {
            throw new IllegalArgumentException("Bolt has already been declared for id " + id);
        }
        if (spouts.containsKey(id)) {
            throw new IllegalArgumentException("Spout has already been declared for id " + id);
        }
    }

    private void initCommon(String id, IComponent component, Number parallelism) {
        ComponentCommon common = new ComponentCommon();
        common.set_inputs(new HashMap<>());
        if (parallelism != null) {
            int dop = parallelism.intValue();
            if (dop < 1) {
                throw new IllegalArgumentException("Parallelism must be positive.");
            }
            common.set_parallelism_hint(dop);
        }
        Map<String, Object> conf = new LinkedHashMap<>();
        Map<String, Object> own = component.getComponentConfiguration();
        if (own != null) {
            conf.putAll(own);
        }
        commons.put(id, common);
        componentConfs.put(id, conf);
    }

    private ComponentCommon componentCommon(String id, IComponent component) {
        ComponentCommon common = new ComponentCommon(commons.get(id));
        OutputFieldsGetter getter = new OutputFieldsGetter();
        component.declareOutputFields(getter);
        common.set_streams(getter.getFieldsDeclaration());
        Map<String, Object> conf = componentConfs.get(id);
        if (!conf.isEmpty()) {
            common.set_json_conf(Json.write(conf));
        }
        return common;
    }

    private static ComponentObject serializeComponent(String id, String kind, Object component) {
        try {
            return ComponentObject.serialized_java(Utils.javaSerialize(component));
        } catch (RuntimeException e) {
            NotSerializableException cause = findCause(e, NotSerializableException.class);
            if (cause != null) {
                throw new IllegalStateException(kind + " '" + id + "' contains a non-serializable field of type "
                    + cause.getMessage() + " (in " + component.getClass().getName() + "). Each task runs its own "
                    + "deserialized copy: make the field transient and create it in prepare/open instead.", e);
            }
            throw new IllegalStateException(kind + " '" + id + "' (" + component.getClass().getName()
                + ") cannot be serialized: " + (e.getCause() != null ? e.getCause() : e), e);
        }
    }

    private static <T extends Throwable> T findCause(Throwable t, Class<T> type) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
        }
        return null;
    }

    /**
     * Shared fluent configuration of a declared component; Storm stores it as the component's JSON conf. The
     * convenience setters (debug, parallelism, pending, tasks, resource hints) come from
     * {@link BaseConfigurationDeclarer}; resource hints drive Storm's resource-aware scheduler, so one JVM records
     * them in the component conf, as Storm does, and otherwise ignores them.
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    protected class ConfigGetter<T extends ComponentConfigurationDeclarer> extends BaseConfigurationDeclarer<T> {
        String id;

        public ConfigGetter(String id) {
            this.id = id;
        }

        T self() {
            return (T) this;
        }

        Map<String, Object> conf() {
            return componentConfs.get(id);
        }

        @Override
        public T addConfigurations(Map<String, Object> conf) {
            if (conf != null) {
                if (conf.containsKey(Config.TOPOLOGY_KRYO_REGISTER)) {
                    throw new IllegalArgumentException("Cannot set serializations for a component using fluent API");
                }
                conf().putAll(conf);
            }
            return self();
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return conf();
        }

        @Override
        public T addResources(Map<String, Double> resources) {
            return super.addResources(resources);
        }

        @Override
        public T addResource(String resourceName, Number resourceValue) {
            return super.addResource(resourceName, resourceValue);
        }

        @Override
        public T addSharedMemory(SharedMemory request) {
            componentToSharedMemory.computeIfAbsent(id, k -> new java.util.HashSet<>()).add(request.get_name());
            sharedMemory.put(request.get_name(), request);
            return self();
        }
    }

    protected class SpoutGetter extends ConfigGetter<SpoutDeclarer> implements SpoutDeclarer {
        public SpoutGetter(String id) {
            super(id);
        }
    }

    protected class BoltGetter extends ConfigGetter<BoltDeclarer> implements BoltDeclarer {
        public BoltGetter(String id) {
            super(id);
        }

        private BoltDeclarer subscribe(String componentId, String streamId, Grouping grouping) {
            commons.get(id).put_to_inputs(new GlobalStreamId(componentId, streamId), grouping);
            return this;
        }

        @Override
        public BoltDeclarer fieldsGrouping(String componentId, Fields fields) {
            return fieldsGrouping(componentId, Utils.DEFAULT_STREAM_ID, fields);
        }

        @Override
        public BoltDeclarer fieldsGrouping(String componentId, String streamId, Fields fields) {
            return subscribe(componentId, streamId, Grouping.fields(fields.toList()));
        }

        @Override
        public BoltDeclarer globalGrouping(String componentId) {
            return globalGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer globalGrouping(String componentId, String streamId) {
            // Storm encodes "global" as a fields grouping on no fields.
            return subscribe(componentId, streamId, Grouping.fields(new ArrayList<>()));
        }

        @Override
        public BoltDeclarer shuffleGrouping(String componentId) {
            return shuffleGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer shuffleGrouping(String componentId, String streamId) {
            return subscribe(componentId, streamId, Grouping.shuffle(new NullStruct()));
        }

        @Override
        public BoltDeclarer localOrShuffleGrouping(String componentId) {
            return localOrShuffleGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer localOrShuffleGrouping(String componentId, String streamId) {
            return subscribe(componentId, streamId, Grouping.local_or_shuffle(new NullStruct()));
        }

        @Override
        public BoltDeclarer noneGrouping(String componentId) {
            return noneGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer noneGrouping(String componentId, String streamId) {
            return subscribe(componentId, streamId, Grouping.none(new NullStruct()));
        }

        @Override
        public BoltDeclarer allGrouping(String componentId) {
            return allGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer allGrouping(String componentId, String streamId) {
            return subscribe(componentId, streamId, Grouping.all(new NullStruct()));
        }

        @Override
        public BoltDeclarer directGrouping(String componentId) {
            return directGrouping(componentId, Utils.DEFAULT_STREAM_ID);
        }

        @Override
        public BoltDeclarer directGrouping(String componentId, String streamId) {
            return subscribe(componentId, streamId, Grouping.direct(new NullStruct()));
        }

        @Override
        public BoltDeclarer partialKeyGrouping(String componentId, Fields fields) {
            return partialKeyGrouping(componentId, Utils.DEFAULT_STREAM_ID, fields);
        }

        @Override
        public BoltDeclarer partialKeyGrouping(String componentId, String streamId, Fields fields) {
            return customGrouping(componentId, streamId, new PartialKeyGrouping(fields));
        }

        @Override
        public BoltDeclarer customGrouping(String componentId, CustomStreamGrouping grouping) {
            return customGrouping(componentId, Utils.DEFAULT_STREAM_ID, grouping);
        }

        @Override
        public BoltDeclarer customGrouping(String componentId, String streamId, CustomStreamGrouping grouping) {
            return subscribe(componentId, streamId, Grouping.custom_serialized(Utils.javaSerialize(grouping)));
        }

        @Override
        public BoltDeclarer grouping(GlobalStreamId id, Grouping grouping) {
            return subscribe(id.get_componentId(), id.get_streamId(), grouping);
        }
    }
}

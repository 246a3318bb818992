package org.apache.storm;

import io.github.stormmc.json.Json;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.JavaObject;
import org.apache.storm.generated.JavaObjectArg;
import org.apache.storm.generated.NullStruct;
import org.apache.storm.generated.SpoutSpec;
import org.apache.storm.generated.StateSpoutSpec;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.IBolt;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.SpoutDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * Helpers that build topology structures (groupings, stream declarations, component specs) directly, and build a
 * topology from spout/bolt descriptions through {@link TopologyBuilder}. In Storm these produce Thrift structs; in
 * Storm-MC the same types are plain Java values.
 */
public class Thrift {

    public Thrift() {
    }

    public static StormTopology._Fields[] getTopologyFields() {
        return StormTopology._Fields.values();
    }

    /** The fields of a topology that hold spouts. */
    public static StormTopology._Fields[] getSpoutFields() {
        return new StormTopology._Fields[] {StormTopology._Fields.SPOUTS, StormTopology._Fields.STATE_SPOUTS};
    }

    public static StreamInfo directOutputFields(List<String> fields) {
        return new StreamInfo(fields, true);
    }

    public static StreamInfo outputFields(List<String> fields) {
        return new StreamInfo(fields, false);
    }

    public static Grouping prepareShuffleGrouping() {
        return Grouping.shuffle(new NullStruct());
    }

    public static Grouping prepareLocalOrShuffleGrouping() {
        return Grouping.local_or_shuffle(new NullStruct());
    }

    public static Grouping prepareFieldsGrouping(List<String> fieldNames) {
        return Grouping.fields(fieldNames);
    }

    /** A global grouping is a fields grouping on no fields: every tuple goes to the same (lowest) task. */
    public static Grouping prepareGlobalGrouping() {
        return prepareFieldsGrouping(new ArrayList<>());
    }

    public static Grouping prepareDirectGrouping() {
        return Grouping.direct(new NullStruct());
    }

    public static Grouping prepareAllGrouping() {
        return Grouping.all(new NullStruct());
    }

    public static Grouping prepareNoneGrouping() {
        return Grouping.none(new NullStruct());
    }

    /** A custom grouping carried as the Java-serialised grouping object. */
    public static Grouping prepareCustomStreamGrouping(Object grouping) {
        return Grouping.custom_serialized(Utils.javaSerialize(grouping));
    }

    public static Grouping prepareCustomJavaObjectGrouping(JavaObject obj) {
        return Grouping.custom_object(obj);
    }

    /** Creates the object a JavaObject describes, calling the constructor whose parameters accept its arguments. */
    public static Object instantiateJavaObject(JavaObject obj) {
        String className = obj.get_full_class_name();
        List<Object> args = new ArrayList<>();
        if (obj.get_args_list() != null) {
            for (JavaObjectArg arg : obj.get_args_list()) {
                args.add(arg.getFieldValue());
            }
        }
        Class<?> type;
        try {
            type = Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new RuntimeException("JavaObject names class " + className + ", which is not on the classpath", e);
        }
        for (Constructor<?> constructor : type.getConstructors()) {
            if (accepts(constructor.getParameterTypes(), args)) {
                try {
                    return constructor.newInstance(args.toArray());
                } catch (ReflectiveOperationException e) {
                    throw new RuntimeException("cannot instantiate " + className + " with " + args, e);
                }
            }
        }
        throw new RuntimeException("no public constructor of " + className + " accepts the arguments " + args);
    }

    private static boolean accepts(Class<?>[] parameters, List<Object> args) {
        if (parameters.length != args.size()) {
            return false;
        }
        for (int i = 0; i < parameters.length; i++) {
            Object arg = args.get(i);
            Class<?> parameter = boxed(parameters[i]);
            if (arg == null ? parameters[i].isPrimitive() : !parameter.isInstance(arg)) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> boxed(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        return switch (type.getName()) {
            case "int" -> Integer.class;
            case "long" -> Long.class;
            case "double" -> Double.class;
            case "boolean" -> Boolean.class;
            case "float" -> Float.class;
            case "short" -> Short.class;
            case "byte" -> Byte.class;
            default -> Character.class;
        };
    }

    public static Grouping._Fields groupingType(Grouping grouping) {
        return grouping.getSetField();
    }

    public static List<String> fieldGrouping(Grouping grouping) {
        if (!Grouping._Fields.FIELDS.equals(groupingType(grouping))) {
            throw new IllegalArgumentException("tried to get the grouping fields of a "
                + groupingType(grouping) + " grouping");
        }
        return grouping.get_fields();
    }

    public static boolean isGlobalGrouping(Grouping grouping) {
        return Grouping._Fields.FIELDS.equals(groupingType(grouping)) && fieldGrouping(grouping).isEmpty();
    }

    /** The declared parallelism of a component, 1 when none was declared. */
    public static int getParallelismHint(ComponentCommon componentCommon) {
        return componentCommon.is_set_parallelism_hint() ? componentCommon.get_parallelism_hint() : 1;
    }

    public static ComponentObject serializeComponentObject(Object obj) {
        return ComponentObject.serialized_java(Utils.javaSerialize(obj));
    }

    public static Object deserializeComponentObject(ComponentObject obj) {
        if (obj.getSetField() != ComponentObject._Fields.SERIALIZED_JAVA) {
            throw new RuntimeException("cannot deserialize a component object that holds "
                + (obj.getSetField() == null ? "nothing" : obj.getSetField().getFieldName())
                + " rather than a serialized Java object");
        }
        return Utils.javaDeserialize(obj.get_serialized_java(), Serializable.class);
    }

    public static ComponentCommon prepareComponentCommon(Map<GlobalStreamId, Grouping> inputs,
                                                         Map<String, StreamInfo> outputs, Integer parallelismHint) {
        return prepareComponentCommon(inputs, outputs, parallelismHint, null);
    }

    public static ComponentCommon prepareComponentCommon(Map<GlobalStreamId, Grouping> inputs,
                                                         Map<String, StreamInfo> outputs, Integer parallelismHint,
                                                         Map<String, Object> conf) {
        ComponentCommon common = new ComponentCommon(new HashMap<>(inputs), new HashMap<>(outputs));
        if (parallelismHint != null) {
            common.set_parallelism_hint(parallelismHint);
        }
        if (conf != null) {
            common.set_json_conf(Json.write(conf));
        }
        return common;
    }

    public static SpoutSpec prepareSerializedSpoutDetails(IRichSpout spout, Map<String, StreamInfo> outputs) {
        return new SpoutSpec(serializeComponentObject(spout), prepareComponentCommon(new HashMap<>(), outputs, null));
    }

    public static Bolt prepareSerializedBoltDetails(Map<GlobalStreamId, Grouping> inputs, IBolt bolt,
                                                    Map<String, StreamInfo> outputs, Integer parallelismHint,
                                                    Map<String, Object> conf) {
        return new Bolt(serializeComponentObject(bolt),
            prepareComponentCommon(inputs, outputs, parallelismHint, conf));
    }

    public static BoltDetails prepareBoltDetails(Map<GlobalStreamId, Grouping> inputs, Object bolt) {
        return prepareBoltDetails(inputs, bolt, null, null);
    }

    public static BoltDetails prepareBoltDetails(Map<GlobalStreamId, Grouping> inputs, Object bolt,
                                                 Integer parallelismHint) {
        return prepareBoltDetails(inputs, bolt, parallelismHint, null);
    }

    public static BoltDetails prepareBoltDetails(Map<GlobalStreamId, Grouping> inputs, Object bolt,
                                                 Integer parallelismHint, Map<String, Object> conf) {
        return new BoltDetails(bolt, conf, parallelismHint, inputs);
    }

    public static SpoutDetails prepareSpoutDetails(IRichSpout spout) {
        return prepareSpoutDetails(spout, null, null);
    }

    public static SpoutDetails prepareSpoutDetails(IRichSpout spout, Integer parallelismHint) {
        return prepareSpoutDetails(spout, parallelismHint, null);
    }

    public static SpoutDetails prepareSpoutDetails(IRichSpout spout, Integer parallelismHint,
                                                   Map<String, Object> conf) {
        return new SpoutDetails(spout, parallelismHint, conf);
    }

    public static StormTopology buildTopology(HashMap<String, SpoutDetails> spoutMap,
                                              HashMap<String, BoltDetails> boltMap,
                                              HashMap<String, StateSpoutSpec> stateMap) {
        if (stateMap != null && !stateMap.isEmpty()) {
            throw new UnsupportedOperationException("state spouts " + stateMap.keySet()
                + " are not supported (Apache Storm does not run them either)");
        }
        return buildTopology(spoutMap, boltMap);
    }

    /** Builds a topology from the descriptions through {@link TopologyBuilder}, so it is validated the same way. */
    public static StormTopology buildTopology(Map<String, SpoutDetails> spoutMap, Map<String, BoltDetails> boltMap) {
        TopologyBuilder builder = new TopologyBuilder();
        for (Map.Entry<String, SpoutDetails> entry : spoutMap.entrySet()) {
            SpoutDetails details = entry.getValue();
            SpoutDeclarer declarer = builder.setSpout(entry.getKey(), details.getSpout(), details.getParallelism());
            if (details.getConf() != null) {
                declarer.addConfigurations(details.getConf());
            }
        }
        for (Map.Entry<String, BoltDetails> entry : boltMap.entrySet()) {
            String id = entry.getKey();
            BoltDetails details = entry.getValue();
            Object bolt = details.getBolt();
            BoltDeclarer declarer;
            if (bolt instanceof IRichBolt richBolt) {
                declarer = builder.setBolt(id, richBolt, details.getParallelism());
            } else if (bolt instanceof IBasicBolt basicBolt) {
                declarer = builder.setBolt(id, basicBolt, details.getParallelism());
            } else {
                throw new IllegalArgumentException("bolt '" + id + "' is a "
                    + (bolt == null ? "null" : bolt.getClass().getName()) + ", neither an IRichBolt nor an IBasicBolt");
            }
            if (details.getConf() != null) {
                declarer.addConfigurations(details.getConf());
            }
            if (details.getInputs() != null) {
                addInputs(id, declarer, details.getInputs());
            }
        }
        return builder.createTopology();
    }

    private static void addInputs(String boltId, BoltDeclarer declarer, Map<GlobalStreamId, Grouping> inputs) {
        for (Map.Entry<GlobalStreamId, Grouping> input : inputs.entrySet()) {
            String component = input.getKey().get_componentId();
            String stream = input.getKey().get_streamId();
            Grouping grouping = input.getValue();
            switch (groupingType(grouping)) {
                case FIELDS -> {
                    List<String> fields = fieldGrouping(grouping);
                    if (fields.isEmpty()) {
                        declarer.globalGrouping(component, stream);
                    } else {
                        declarer.fieldsGrouping(component, stream, new Fields(fields));
                    }
                }
                case SHUFFLE -> declarer.shuffleGrouping(component, stream);
                case ALL -> declarer.allGrouping(component, stream);
                case NONE -> declarer.noneGrouping(component, stream);
                case DIRECT -> declarer.directGrouping(component, stream);
                case LOCAL_OR_SHUFFLE -> declarer.localOrShuffleGrouping(component, stream);
                case CUSTOM_SERIALIZED -> declarer.customGrouping(component, stream,
                    Utils.javaDeserialize(grouping.get_custom_serialized(), CustomStreamGrouping.class));
                case CUSTOM_OBJECT -> declarer.customGrouping(component, stream,
                    (CustomStreamGrouping) instantiateJavaObject(grouping.get_custom_object()));
                default -> throw new IllegalArgumentException("bolt '" + boltId + "': input " + component + ":"
                    + stream + " has no grouping set");
            }
        }
    }

    /** A spout with its parallelism hint and component configuration, for {@link #buildTopology}. */
    public static class SpoutDetails {
        private final IRichSpout spout;
        private final Integer parallelism;
        private final Map<String, Object> conf;

        public SpoutDetails(IRichSpout spout, Integer parallelism, Map<String, Object> conf) {
            this.spout = spout;
            this.parallelism = parallelism;
            this.conf = conf;
        }

        public IRichSpout getSpout() {
            return spout;
        }

        public Integer getParallelism() {
            return parallelism;
        }

        public Map<String, Object> getConf() {
            return conf;
        }
    }

    /** A bolt (IRichBolt or IBasicBolt) with its inputs, parallelism hint and configuration. */
    public static class BoltDetails {
        private final Object bolt;
        private final Map<String, Object> conf;
        private final Integer parallelism;
        private final Map<GlobalStreamId, Grouping> inputs;

        public BoltDetails(Object bolt, Map<String, Object> conf, Integer parallelism,
                           Map<GlobalStreamId, Grouping> inputs) {
            this.bolt = bolt;
            this.conf = conf;
            this.parallelism = parallelism;
            this.inputs = inputs;
        }

        public Object getBolt() {
            return bolt;
        }

        public Map<String, Object> getConf() {
            return conf;
        }

        public Map<GlobalStreamId, Grouping> getInputs() {
            return inputs;
        }

        public Integer getParallelism() {
            return parallelism;
        }
    }
}

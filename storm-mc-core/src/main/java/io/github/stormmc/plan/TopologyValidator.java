package io.github.stormmc.plan;

import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.utils.Utils;

/**
 * Storm's structural checks on a submitted topology. Every failure is an {@link InvalidTopologyException} whose
 * message names the culprit component, stream or field.
 */
public final class TopologyValidator {
    private static final Pattern VALID_NAME = Pattern.compile("^[^/.:\\\\]+$");
    /** The stream Storm adds to every component's declared streams, so bolts may subscribe to it. */
    private static final String SYSTEM_STREAM_ID = "__system";
    private static final StreamInfo SYSTEM_STREAM = new StreamInfo(List.of("event"), false);

    private TopologyValidator() {
    }

    public static void validateName(String name) throws InvalidTopologyException {
        if (name == null || !VALID_NAME.matcher(name).matches()) {
            throw new InvalidTopologyException("Topology name '" + name
                + "' is invalid: it must be non-empty and must not contain '/', '.', ':' or '\\'");
        }
    }

    public static void validateStructure(String name, StormTopology topology) throws InvalidTopologyException {
        if (topology == null) {
            throw new InvalidTopologyException("Topology '" + name + "' is null");
        }
        Map<String, ComponentCommon> commons = allCommons(topology);
        if (topology.get_spouts_size() == 0) {
            throw new InvalidTopologyException("Topology '" + name + "' does not have any spout");
        }
        for (Map.Entry<String, ComponentCommon> e : commons.entrySet()) {
            String id = e.getKey();
            if (Utils.isSystemId(id)) {
                throw new InvalidTopologyException(id + " is not a valid component id.");
            }
            ComponentCommon common = e.getValue();
            if (common.is_set_parallelism_hint() && common.get_parallelism_hint() < 1) {
                throw new InvalidTopologyException("Component '" + id + "' has parallelism hint "
                    + common.get_parallelism_hint() + ": parallelism must be positive.");
            }
            if (common.get_streams() != null) {
                for (String streamId : common.get_streams().keySet()) {
                    if (Utils.isSystemId(streamId)) {
                        throw new InvalidTopologyException(streamId + " is not a valid stream id.");
                    }
                }
            }
            validateJsonConf(id, common);
        }
        for (Map.Entry<String, ComponentCommon> e : commons.entrySet()) {
            validateInputs(e.getKey(), e.getValue(), commons);
        }
    }

    private static void validateJsonConf(String id, ComponentCommon common) throws InvalidTopologyException {
        if (!common.is_set_json_conf()) {
            return;
        }
        try {
            Json.readMap(common.get_json_conf());
        } catch (IllegalArgumentException e) {
            throw new InvalidTopologyException("Component '" + id + "' has an unreadable configuration: " + e.getMessage());
        }
    }

    private static void validateInputs(String id, ComponentCommon common, Map<String, ComponentCommon> commons)
        throws InvalidTopologyException {
        if (common.get_inputs() == null) {
            return;
        }
        for (Map.Entry<GlobalStreamId, Grouping> in : common.get_inputs().entrySet()) {
            String source = in.getKey().get_componentId();
            String stream = in.getKey().get_streamId();
            ComponentCommon sourceCommon = commons.get(source);
            if (sourceCommon == null) {
                throw new InvalidTopologyException("Component: [" + id + "] subscribes from non-existent component ["
                    + source + "]");
            }
            StreamInfo streamInfo = sourceCommon.get_streams() == null ? null : sourceCommon.get_streams().get(stream);
            if (streamInfo == null && SYSTEM_STREAM_ID.equals(stream)) {
                streamInfo = SYSTEM_STREAM; // Storm gives every component this stream; nothing is emitted on it
            }
            if (streamInfo == null) {
                throw new InvalidTopologyException("Component: [" + id + "] subscribes from non-existent stream: ["
                    + stream + "] of component [" + source + "]");
            }
            Grouping grouping = in.getValue();
            if (grouping == null || grouping.getSetField() == null) {
                throw new InvalidTopologyException("Component: [" + id + "] subscribes to stream: [" + stream
                    + "] of component [" + source + "] without a grouping");
            }
            if (grouping.getSetField() == Grouping._Fields.FIELDS) {
                List<String> missing = new ArrayList<>(grouping.get_fields());
                missing.removeAll(streamInfo.get_output_fields());
                if (!missing.isEmpty()) {
                    throw new InvalidTopologyException("Component: [" + id + "] subscribes from stream: [" + stream
                        + "] of component [" + source + "] + with non-existent fields: " + missing); // Storm's exact wording
                }
            }
            if (grouping.getSetField() == Grouping._Fields.CUSTOM_OBJECT) {
                throw new InvalidTopologyException("Component: [" + id + "] uses a custom_object grouping on stream ["
                    + stream + "] of component [" + source + "]: only Java-serialized custom groupings "
                    + "(customGrouping) are supported");
            }
        }
    }

    static Map<String, ComponentCommon> allCommons(StormTopology topology) throws InvalidTopologyException {
        Map<String, ComponentCommon> commons = new HashMap<>();
        if (topology.get_spouts() != null) {
            topology.get_spouts().forEach((id, spec) -> commons.put(id, spec.get_common()));
        }
        if (topology.get_bolts() != null) {
            for (Map.Entry<String, org.apache.storm.generated.Bolt> e : topology.get_bolts().entrySet()) {
                if (commons.containsKey(e.getKey())) {
                    throw new InvalidTopologyException("Component id '" + e.getKey() + "' is used by a spout and a bolt");
                }
                commons.put(e.getKey(), e.getValue().get_common());
            }
        }
        if (topology.get_state_spouts_size() > 0) {
            throw new InvalidTopologyException("State spouts are not supported by Storm-MC (components "
                + topology.get_state_spouts().keySet() + ")");
        }
        return commons;
    }

    /** Deserialises a component once to prove each task will be able to; the copy is discarded. */
    public static Object checkDeserializable(String id, ComponentObject object, Class<?> expected)
        throws InvalidTopologyException {
        if (object == null || !object.is_set_serialized_java()) {
            String kind = object == null ? "no component object" : "a " + object.getSetField() + " component object";
            throw new InvalidTopologyException("Component '" + id + "' has " + kind
                + ": Storm-MC runs Java-serialized components (use ShellBolt/ShellSpout for other languages)");
        }
        Object instance;
        try {
            instance = Utils.javaDeserialize(object.get_serialized_java(), Object.class);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new InvalidTopologyException("Component '" + id + "' cannot be deserialized: " + cause);
        }
        if (!expected.isInstance(instance)) {
            throw new InvalidTopologyException("Component '" + id + "' is a " + instance.getClass().getName()
                + ", which is not a " + expected.getName());
        }
        return instance;
    }
}

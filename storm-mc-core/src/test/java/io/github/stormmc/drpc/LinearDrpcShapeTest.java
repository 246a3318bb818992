package io.github.stormmc.drpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.storm.Constants;
import org.apache.storm.drpc.LinearDRPCTopologyBuilder;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.NullStruct;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

/** The components, streams and subscriptions LinearDRPCTopologyBuilder makes, as Storm 2.8.2 makes them. */
class LinearDrpcShapeTest {
    private static final String COORD = Constants.COORDINATED_STREAM_ID;

    private static Map<String, String> inputs(ComponentCommon common) {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<GlobalStreamId, Grouping> e : common.get_inputs().entrySet()) {
            out.put(e.getKey().get_componentId() + "/" + e.getKey().get_streamId(), e.getValue().toString());
        }
        return out;
    }

    private static Map<String, String> streams(ComponentCommon common) {
        Map<String, String> out = new TreeMap<>();
        common.get_streams().forEach((id, info) -> out.put(id, info.get_output_fields() + (info.is_direct() ? " direct" : "")));
        return out;
    }

    private static String fields(String... names) {
        return Grouping.fields(new Fields(names).toList()).toString();
    }

    @Test
    void twoBoltsEndingInABatchBolt() {
        LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("count");
        builder.addBolt(new DrpcTopologyTest.ExclaimBolt(), 2).setNumTasks(4).addConfiguration("k", "v");
        builder.addBolt(new DrpcTopologyTest.CountAggregator(), 3).fieldsGrouping(new Fields("id"));
        StormTopology topology = builder.createRemoteTopology();

        assertEquals(Set.of("spout"), topology.get_spouts().keySet());
        assertEquals(Map.of("default", "[args, return-info]"), streams(topology.get_spouts().get("spout").get_common()));
        Map<String, Bolt> bolts = topology.get_bolts();
        assertEquals(Set.of("prepare-request", "bolt0", "bolt1", "bolt2", "bolt3"), bolts.keySet());

        String none = Grouping.none(new NullStruct()).toString();
        String direct = Grouping.direct(new NullStruct()).toString();
        ComponentCommon prepare = bolts.get("prepare-request").get_common();
        assertEquals(Map.of("spout/default", none), inputs(prepare));
        assertEquals(Map.of("default", "[request, args]", "ret", "[request, return]", "id", "[request]"), streams(prepare));

        ComponentCommon bolt0 = bolts.get("bolt0").get_common();
        assertEquals(Map.of("prepare-request/default", none), inputs(bolt0));
        assertEquals(Map.of("default", "[id, result]", COORD, "[id, count] direct"), streams(bolt0));
        assertEquals(2, bolt0.get_parallelism_hint());
        assertEquals(Map.of("topology.tasks", 4, "k", "v"), io.github.stormmc.json.Json.readMap(bolt0.get_json_conf()));

        ComponentCommon bolt1 = bolts.get("bolt1").get_common();
        assertEquals(Map.of("bolt0/default", fields("id"), "bolt0/" + COORD, direct,
            "prepare-request/id", fields("request")), inputs(bolt1));
        assertEquals(Map.of("default", "[id, reach]", COORD, "[id, count] direct"), streams(bolt1));
        assertEquals(3, bolt1.get_parallelism_hint());

        ComponentCommon join = bolts.get("bolt2").get_common();
        assertEquals(Map.of("bolt1/default", fields("id"), "prepare-request/ret", fields("request")), inputs(join));
        assertEquals(Map.of("default", "[result, return-info]"), streams(join));

        ComponentCommon ret = bolts.get("bolt3").get_common();
        assertEquals(Map.of("bolt2/default", none), inputs(ret));
        assertEquals(Map.of(), streams(ret));
    }

    @Test
    void aLaterBoltWithoutGroupingsGetsOnlyTheCoordinationStreamAsInStorm() {
        LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("f");
        builder.addBolt(new DrpcTopologyTest.ExclaimBolt());
        builder.addBolt(new DrpcTopologyTest.ExclaimBolt());
        ComponentCommon bolt1 = builder.createRemoteTopology().get_bolts().get("bolt1").get_common();
        assertEquals(Map.of("bolt0/" + COORD, Grouping.direct(new NullStruct()).toString()), inputs(bolt1));
    }

    @Test
    void aBuilderWithoutBoltsIsRejected() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
            () -> new LinearDRPCTopologyBuilder("empty").createRemoteTopology());
        assertEquals("LinearDRPCTopologyBuilder for 'empty' has no bolts: add at least one with addBolt", e.getMessage());
    }

    @Test
    void coordinationStreamIdIsStorms() {
        assertEquals("org.apache.storm.coordination.CoordinatedBolt/coord-stream", COORD);
        assertEquals(Utils.DEFAULT_STREAM_ID, org.apache.storm.drpc.PrepareRequest.ARGS_STREAM);
    }
}

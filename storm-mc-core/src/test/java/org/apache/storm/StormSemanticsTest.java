package org.apache.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HashMap;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Small behaviours user code relies on, each measured on Apache Storm 2.8.2. */
class StormSemanticsTest {

    @Test
    void valuesOfANullArrayIsOneNullElement() {
        assertEquals(Arrays.asList((Object) null), new Values((Object[]) null));
        assertEquals(1, new Values((Object[]) null).size());
        assertEquals(Arrays.asList(null, null), new Values(null, null));
        assertEquals(0, new Values().size());
    }

    @Test
    void submittingATopologyWithoutSpoutsAndANullConfIsAnInvalidTopology() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setBolt("lonely", new Lonely());
        InvalidTopologyException e = assertThrows(InvalidTopologyException.class,
            () -> StormSubmitter.submitTopology("nospouts", null, builder.createTopology()));
        assertEquals("Topology nospouts does not have any spout", e.getMessage());
        // the name is checked first, as in Storm
        assertThrows(IllegalArgumentException.class,
            () -> StormSubmitter.submitTopology("bad/name", new HashMap<>(), builder.createTopology()));
    }

    public static final class Lonely extends BaseBasicBolt {
        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}

package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.SocketException;
import java.util.List;
import java.util.Set;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.testing.TestWordCounter;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.TopologyBuilder;
import org.junit.jupiter.api.Test;

/** Utils.findComponentCycles counts cycles as Storm's walk does; handleUncaughtException swallows by cause. */
class ComponentCyclesAndUncaughtTest {

    @Test
    void aCycleWithASubCycleIsReportedOnce() {
        // spout1 -> b1 -> b2 -> b3 -> b4 <- spout2, b4 -> b3, b4 -> b1
        TopologyBuilder tb = new TopologyBuilder();
        tb.setSpout("spout1", new TestWordSpout());
        tb.setSpout("spout2", new TestWordSpout());
        tb.setBolt("b1", new TestWordCounter()).shuffleGrouping("spout1").shuffleGrouping("b4");
        tb.setBolt("b2", new TestWordCounter()).shuffleGrouping("b1");
        tb.setBolt("b3", new TestWordCounter()).shuffleGrouping("b2").shuffleGrouping("b4");
        tb.setBolt("b4", new TestWordCounter()).shuffleGrouping("b3").shuffleGrouping("spout2");
        assertEquals(1, Utils.findComponentCycles(tb.createTopology(), "t").size());
    }

    @Test
    void selfLoopsAndLongerLoopsAreEachACycleAndWithoutSpoutsNoneIsFound() {
        TopologyBuilder tb = new TopologyBuilder();
        tb.setSpout("spout1", new TestWordSpout());
        tb.setBolt("b3", new TestWordCounter()).shuffleGrouping("spout1").shuffleGrouping("b5");
        tb.setBolt("b4", new TestWordCounter()).shuffleGrouping("b3");
        tb.setBolt("b5", new TestWordCounter()).shuffleGrouping("b4");
        tb.setBolt("b6", new TestWordCounter()).shuffleGrouping("spout1").shuffleGrouping("b6");
        List<List<String>> cycles = Utils.findComponentCycles(tb.createTopology(), "t");
        assertEquals(2, cycles.size());

        TopologyBuilder noSpout = new TopologyBuilder();
        noSpout.setBolt("b1", new TestWordCounter()).shuffleGrouping("b2");
        noSpout.setBolt("b2", new TestWordCounter()).shuffleGrouping("b1");
        StormTopology topology = noSpout.createTopology();
        assertEquals(List.of(), Utils.findComponentCycles(topology, "t"));
    }

    @Test
    void anAllowedExceptionIsSwallowedAsTheExceptionOrAnyOfItsCauses() {
        Set<Class<?>> allowed = Set.of(IOException.class);
        Utils.handleUncaughtException(new SocketException(), allowed, false);
        Utils.handleUncaughtException(new RuntimeException(new IllegalStateException(new SocketException())), allowed, false);
        Error e = assertThrows(Error.class,
            () -> Utils.handleUncaughtException(new NullPointerException(), allowed, false));
        assertEquals(NullPointerException.class, e.getCause().getClass());
    }
}

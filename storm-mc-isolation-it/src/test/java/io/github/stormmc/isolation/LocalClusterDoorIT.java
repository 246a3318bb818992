package io.github.stormmc.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;

/**
 * This JVM's classpath is what an application with old libraries has: storm-mc-core's shaded jar, its runtime
 * dependencies, and gson 2.5, snakeyaml 1.33 and Disruptor 3.4.4 (this module's own dependencies).
 */
class LocalClusterDoorIT {

    private static final int COUNT = 1000;

    @Test
    void theApplicationsOldLibrariesAreTheOnesLoaded() {
        String core = LibrarySources.jarOf(LocalCluster.class);
        assertTrue(core.startsWith("storm-mc-core-") && core.endsWith(".jar"),
                "Storm-MC must come from its packaged (shaded) jar, not " + core);
        assertEquals("gson-2.5.jar", LibrarySources.gson());
        assertEquals("snakeyaml-1.33.jar", LibrarySources.snakeyaml());
        assertEquals("disruptor-3.4.4.jar", LibrarySources.disruptor());
    }

    @Test
    void aTopologyUsingGson25Snakeyaml1AndDisruptor3RunsThroughLocalCluster() throws Exception {
        Tally.reset();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("old-libraries", OldLibrariesTopology.config(), OldLibrariesTopology.create(COUNT));
            OldLibrariesTopology.awaitCompletion(COUNT);
        }
        assertEquals(COUNT, Tally.ACKED.get(), Tally.summary());
        assertEquals(0, Tally.FAILED.get(), Tally.summary());
        assertEquals(COUNT, Tally.EXECUTED.get(), Tally.summary());
        assertEquals(COUNT, Tally.GSON_OK.get(), Tally.summary());
        assertEquals(COUNT, Tally.YAML_OK.get(), Tally.summary());
        assertEquals(COUNT, Tally.DISRUPTOR_OK.get(), Tally.summary());
    }
}

package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigUtilsTest {
    private static final String SEP = File.separator;

    @Test
    void localDirectoriesAreRootedAtStormLocalDir(@TempDir Path dir) throws Exception {
        Map<String, Object> conf = Map.of(Config.STORM_LOCAL_DIR, dir.toString());
        assertEquals(dir.toString(), ConfigUtils.absoluteStormLocalDir(conf));
        assertEquals(dir + SEP + "workers" + SEP + "w1" + SEP + "pids" + SEP + "42",
            ConfigUtils.workerPidPath(conf, "w1", 42L));
        assertEquals(dir + SEP + "workers" + SEP + "w1" + SEP + "heartbeats", ConfigUtils.workerHeartbeatsRoot(conf, "w1"));
        assertEquals(dir + SEP + "workers-users" + SEP + "w1", ConfigUtils.workerUserFile(conf, "w1"));
        assertEquals(dir + SEP + "supervisor" + SEP + "stormdist" + SEP + "topo-1",
            ConfigUtils.supervisorStormDistRoot(conf, "topo-1"));
        assertTrue(Files.isDirectory(dir.resolve("supervisor")), "the supervisor dir is made, as Storm makes it");
        assertEquals(dir.toString(), ConfigUtils.absoluteStormBlobStoreDir(conf));
    }

    @Test
    void artifactsFollowTheLogDirUnlessAbsolute(@TempDir Path dir) {
        String artifacts = dir.resolve("artifacts").toString();
        Map<String, Object> conf = Map.of(Config.STORM_WORKERS_ARTIFACTS_DIR, artifacts);
        assertEquals(artifacts + SEP + "topo-1" + SEP + "6700" + SEP + "worker.pid",
            ConfigUtils.workerArtifactsPidPath(conf, "topo-1", 6700));
        String previous = System.getProperty("storm.log.dir");
        System.setProperty("storm.log.dir", dir.toString());
        try {
            assertEquals(dir + SEP + "workers-artifacts" + SEP + "t" + SEP + "1",
                ConfigUtils.workerArtifactsRoot(new HashMap<>(), "t", 1));
        } finally {
            if (previous == null) {
                System.clearProperty("storm.log.dir");
            } else {
                System.setProperty("storm.log.dir", previous);
            }
        }
    }

    @Test
    void blobKeysAndModes() {
        assertEquals("topo-1", ConfigUtils.getIdFromBlobKey(ConfigUtils.masterStormJarKey("topo-1")));
        assertEquals("topo-1", ConfigUtils.getIdFromBlobKey(ConfigUtils.masterStormCodeKey("topo-1")));
        assertEquals("topo-1", ConfigUtils.getIdFromBlobKey(ConfigUtils.masterStormConfKey("topo-1")));
        assertNull(ConfigUtils.getIdFromBlobKey("other"));
        assertTrue(ConfigUtils.isLocalMode(Map.of()));
        assertFalse(ConfigUtils.isLocalMode(Map.of(Config.STORM_CLUSTER_MODE, "distributed")));
        assertThrows(IllegalArgumentException.class, () -> ConfigUtils.isLocalMode(Map.of(Config.STORM_CLUSTER_MODE, "x")));
    }

    @Test
    void valuesAsListsAndMaskedPasswords() {
        Map<String, Object> conf = Map.of("a", "x  y z", "b", List.of(1, "two"),
            "ui.https.key.password", "secret", "topology.name", "t");
        assertEquals(List.of("x", "y", "z"), ConfigUtils.getValueAsList("a", conf));
        assertEquals(List.of("1", "two"), ConfigUtils.getValueAsList("b", conf));
        assertNull(ConfigUtils.getValueAsList("missing", conf));
        Map<String, Object> masked = ConfigUtils.maskPasswords(conf);
        assertEquals("*****", masked.get("ui.https.key.password"));
        assertEquals("t", masked.get("topology.name"));
    }

    @Test
    void evenSamplerPicksExactlyOneInEachRun() {
        BooleanSupplier sampler = ConfigUtils.mkStatsSampler(Map.of(Config.TOPOLOGY_STATS_SAMPLE_RATE, 0.25));
        for (int run = 0; run < 50; run++) {
            int picked = 0;
            for (int i = 0; i < 4; i++) {
                picked += sampler.getAsBoolean() ? 1 : 0;
            }
            assertEquals(1, picked, "run " + run);
        }
        assertThrows(IllegalArgumentException.class,
            () -> ConfigUtils.samplingRate(Map.of(Config.TOPOLOGY_STATS_SAMPLE_RATE, 0.0)));
    }
}

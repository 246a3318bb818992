package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** VersionInfo reports the mirrored Storm API version and reads version-info files from a class path. */
class VersionInfoTest {

    @Test
    void ourVersionIsTheStormApiVersionWeMirror() {
        assertEquals("2.8.2", VersionInfo.getVersion());
        assertEquals(new SimpleVersion("2.8"), VersionInfo.OUR_VERSION);
        assertTrue(VersionInfo.getRevision().startsWith("storm-mc-"));
        assertTrue(VersionInfo.getBuildVersion().startsWith("2.8.2 from storm-mc-"));
    }

    @Test
    void simpleVersionComparesMajorThenMinor() {
        assertEquals(2, new SimpleVersion("2.8.2").getMajor());
        assertEquals(8, new SimpleVersion("2.8-SNAPSHOT").getMinor());
        assertEquals(0, new SimpleVersion("3").getMinor());
        assertEquals(-1, new SimpleVersion("unknown").getMajor());
        assertTrue(new SimpleVersion("2.10").compareTo(new SimpleVersion("2.9.9")) > 0);
        assertTrue(new SimpleVersion("1.2").compareTo(new SimpleVersion("2.0")) < 0);
        assertEquals("2.8", new SimpleVersion("2.8.2").toString());
    }

    @Test
    void readsTheFirstVersionInfoOnAClassPath(@TempDir Path dir) throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path client = Files.createDirectories(dir.resolve("client"));
        Files.writeString(client.resolve("storm-client-version-info.properties"),
            "version=2.8.2\nrevision=abc\nbranch=b\ndate=d\nsrcChecksum=s\n");
        IVersionInfo info = VersionInfo.getFromClasspath(empty + File.pathSeparator + client);
        assertEquals("2.8.2", info.getVersion());
        assertEquals("abc", info.getRevision());
        assertEquals("s", info.getSrcChecksum());
        assertNull(VersionInfo.getFromClasspath(List.of(empty.toString())));
    }

    @Test
    void stormClientVersionInfoComesBeforeStormCores(@TempDir Path dir) throws Exception {
        Path both = Files.createDirectories(dir.resolve("both"));
        Files.writeString(both.resolve("storm-core-version-info.properties"), "version=1.0-core\n");
        Files.writeString(both.resolve("storm-client-version-info.properties"), "version=2.8.2\n");
        assertEquals("2.8.2", VersionInfo.getFromClasspath(both.toString()).getVersion());
    }

    @Test
    void ourJarReportsTheStormApiVersionOnAClassPath() {
        assertEquals(VersionInfo.getVersion(), VersionInfo.getFromClasspath(System.getProperty("java.class.path")).getVersion());
    }

    @Test
    void alternativeVersionsAreReadFromEachClassPathByName(@TempDir Path dir) throws Exception {
        Path old = Files.createDirectories(dir.resolve("old"));
        Files.writeString(old.resolve("storm-core-version-info.properties"), "version=1.2.3\n");
        Map<String, Object> conf = Map.of(Config.SUPERVISOR_WORKER_VERSION_CLASSPATH_MAP,
            Map.of("1.2", old.toString(), "0.9", dir.resolve("none").toString()));
        NavigableMap<String, IVersionInfo> versions = Utils.getAlternativeVersionsMap(conf);
        assertEquals(List.of("0.9", "1.2"), List.copyOf(versions.keySet()));
        assertEquals("1.2.3", versions.get("1.2").getVersion());
        assertEquals("Unknown", versions.get("0.9").getVersion());
        assertTrue(Utils.getAlternativeVersionsMap(Map.of()).isEmpty());
    }

    @Test
    void aConfIsValidWhenItsCopyIsEqualKeyByKey() {
        assertTrue(Utils.isValidConf(Map.of(), Map.of()));
        assertTrue(Utils.isValidConf(Map.of("k", List.of(1L, 2L), "s", "a"), Map.of("s", "a", "k", List.of(1L, 2L))));
        assertEquals(false, Utils.isValidConf(Map.of("k", 2L), Map.of("k", 3L)));
        assertEquals(false, Utils.isValidConf(Map.of(), Map.of("k", 3L)));
        assertEquals(false, Utils.isValidConf(Map.of("k", 3L), Map.of()));
    }
}

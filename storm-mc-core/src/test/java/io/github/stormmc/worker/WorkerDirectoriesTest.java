package io.github.stormmc.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/** The worker's code and pid directories exist once asked for, are owner-only, and are gone after the kill. */
class WorkerDirectoriesTest {
    private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));

    @Test
    void madeOnFirstUseOnlyAndRemovedOnClose() throws IOException {
        WorkerDirectories dirs = new WorkerDirectories("lazy-dirs-1-1", "lazy-dirs");
        Path root = Path.of(dirs.codeDir()).getParent();
        assertFalse(Files.exists(root), "made before anyone asked");

        assertEquals(dirs.pidDir(), WorkerDirectories.existing(dirs.pidDir()));
        assertTrue(Files.isDirectory(Path.of(dirs.codeDir())));
        assertTrue(Files.isDirectory(Path.of(dirs.pidDir())));
        if (Files.getFileAttributeView(root, java.nio.file.attribute.PosixFileAttributeView.class) != null) {
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(root)));
        }
        Files.writeString(Path.of(dirs.pidDir(), "4242"), "");
        assertEquals(dirs.codeDir(), WorkerDirectories.existing(dirs.codeDir()));

        dirs.close();
        assertFalse(Files.exists(root), "left after close");
        WorkerDirectories.existing(dirs.codeDir());
        assertFalse(Files.exists(root), "made again after close");
    }

    @Test
    void otherPathsAreReturnedAsTheyAre() {
        String elsewhere = TMP.resolve("stormmc-not-a-worker-" + System.nanoTime()).toString();
        assertEquals(elsewhere, WorkerDirectories.existing(elsewhere));
        assertFalse(Files.exists(Path.of(elsewhere)));
        assertEquals(null, WorkerDirectories.existing(null));
    }

    @Test
    void aTopologyThatNeverAsksLeavesNothingInTheTemporaryDirectory() throws Exception {
        String key = Recorder.newKey();
        String name = "no-dirs-" + Long.toUnsignedString(System.nanoTime());
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", () -> 1);
        builder.setBolt("sink", tuple -> Recorder.record(key, tuple.getValue(0))).shuffleGrouping("numbers");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(name, new Config(), builder.createTopology());
            Await.until("tuples at the sink", () -> Recorder.count(key, Integer.class) >= 3);
            assertEquals(List.of(), workerRoots(name));
        }
        assertEquals(List.of(), workerRoots(name));
    }

    @Test
    void aBoltAskingForItsPidDirectoryGetsOneThatTheKillRemoves() throws Exception {
        String key = Recorder.newKey();
        String name = "pid-dir-" + Long.toUnsignedString(System.nanoTime());
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", () -> 1);
        builder.setBolt("pids", new PidDirBolt(key), 2).shuffleGrouping("numbers");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(name, new Config(), builder.createTopology());
            Await.until("both tasks prepared", () -> Recorder.count(key, String.class) == 2);
            List<String> seen = Recorder.events(key, String.class);
            assertEquals(1, seen.stream().distinct().count(), "one pid directory per worker: " + seen);
            assertTrue(seen.get(0).startsWith("exists "), seen.get(0));
            assertEquals(1, workerRoots(name).size());
            KillOptions now = new KillOptions();
            now.set_wait_secs(0);
            cluster.killTopologyWithOpts(name, now);
            Await.until("the worker's directories removed", () -> workerRoots(name).isEmpty());
        }
    }

    /** Records whether the pid directory it was given exists, once per task. */
    static final class PidDirBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        PidDirBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            String dir = context.getPIDDir();
            Recorder.record(key, (Files.isDirectory(Path.of(dir)) ? "exists " : "missing ") + dir);
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static List<Path> workerRoots(String topologyName) {
        try (Stream<Path> entries = Files.list(TMP)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("stormmc-" + topologyName + "-")).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}

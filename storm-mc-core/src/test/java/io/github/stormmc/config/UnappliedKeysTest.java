package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Keys Storm-MC accepts but cannot apply are named once each at submit; an unusable blob store map is rejected. */
class UnappliedKeysTest {

    static final class Capture extends AbstractAppender {
        final List<String> warnings = new CopyOnWriteArrayList<>();

        Capture() {
            super("unapplied-keys", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            if (event.getLevel() == org.apache.logging.log4j.Level.WARN) {
                warnings.add(event.getMessage().getFormattedMessage());
            }
        }
    }

    private static TopologyBuilder topology(String key) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new FixedSpout(Recorder.newKey(), new Fields("word"), List.of(List.of("a"))));
        builder.setBolt("sink", new RecordingBolt(key)).shuffleGrouping("words");
        return builder;
    }

    @Test
    void eachKeyThatIsSetButNotAppliedIsWarnedOfOnceAtSubmit() throws Exception {
        Capture capture = new Capture();
        capture.start();
        org.apache.logging.log4j.core.Logger logger = (org.apache.logging.log4j.core.Logger)
            LogManager.getLogger("io.github.stormmc.cluster.InProcessCluster");
        logger.addAppender(capture);
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_WORKER_CHILDOPTS, "-Xmx64m");
        conf.put(Config.TOPOLOGY_ENVIRONMENT, Map.of("MODE", "prod"));
        conf.put(Config.TOPOLOGY_WORKER_MAX_HEAP_SIZE_MB, 2048.0);
        conf.setNumWorkers(4);
        conf.put(Config.TOPOLOGY_WORKER_LOGWRITER_CHILDOPTS, "-Xmx64m"); // Storm's default: not reported
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("unapplied", conf, topology(key).createTopology());
            Await.until("the tuple", () -> Recorder.count(key, Received.class) == 1);
        } finally {
            logger.removeAppender(capture);
        }
        assertEquals(List.of(
            "Topology 'unapplied': Config topology.worker.childopts=-Xmx64m is not applied: Storm-MC runs every"
                + " topology in this JVM: pass JVM options with bin/storm-mc --jvm-opts (or STORM_MC_JVM_OPTS), or to"
                + " the java command that runs your code",
            "Topology 'unapplied': Config topology.worker.max.heap.size.mb=2048.0 is not applied: the heap is this"
                + " JVM's: set it with -Xmx through bin/storm-mc --jvm-opts",
            "Topology 'unapplied': Config topology.environment={MODE=prod} is not applied: no worker process is"
                + " started: set these variables in the environment of the process that runs the topology"
                + " (bin/storm-mc passes its own on)",
            "Topology 'unapplied': Config topology.workers=4 is not applied: one in-process worker runs every task;"
                + " the value only sets the default number of acker and event-logger tasks, so task ids match Storm's"),
            capture.warnings);
    }

    @Test
    void keysAtStormsDefaultsOrAppliedByTheLauncherAreNotReported() {
        Map<String, Object> defaults = StormConfigLoader.readDefaultConfig();
        assertEquals(List.of(), UnappliedKeys.warnings(defaults, defaults, List.of()));
        Map<String, Object> conf = new java.util.HashMap<>(defaults);
        conf.put(Config.WORKER_CHILDOPTS, "-Xmx2g");
        conf.put(Config.TOPOLOGY_WORKERS, 1L); // the default, as a Long
        assertEquals(List.of(), UnappliedKeys.warnings(conf, defaults, List.of(Config.WORKER_CHILDOPTS)));
        assertEquals(1, UnappliedKeys.warnings(conf, defaults, List.of()).size());
    }

    @Test
    void aBlobStoreMapIsRejectedNamingTheBlobs() {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_BLOBSTORE_MAP, Map.of("dictionary", Map.of("localname", "dict.txt")));
        try (LocalCluster cluster = new LocalCluster()) {
            InvalidTopologyException e = assertThrows(InvalidTopologyException.class,
                () -> cluster.submitTopology("blobs", conf, topology(Recorder.newKey()).createTopology()));
            assertEquals("Topology 'blobs' configuration is invalid: Config.TOPOLOGY_BLOBSTORE_MAP"
                + " (\"topology.blobstore.map\") names blobs [dictionary], but Storm-MC has no blob store: read the"
                + " files from the local file system or the classpath instead", e.get_msg());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        assertTrue(UnappliedKeys.keys().contains(Config.TOPOLOGY_WORKERS));
    }
}

package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.TopologyStatus;
import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.status.StatusServer;
import io.github.stormmc.status.StatusSettings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.testing.TestWordCounter;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/** list, kill, activate, deactivate and set_log_level against Storm-MC clusters of this JVM. */
class ControlCommandsTest {
    @TempDir
    Path temp;

    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    private RunDirectory runs() {
        return new RunDirectory(temp.resolve("run"));
    }

    private int run(Callable<Integer> command, String... args) {
        outBytes.reset();
        errBytes.reset();
        return new CommandLine(command).execute(args);
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    private static void submit(LocalCluster cluster, String name) throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout(), 1);
        builder.setBolt("count", new TestWordCounter(), 1).fieldsGrouping("words", new Fields("word"));
        cluster.submitTopology(name, new Config(), builder.createTopology());
    }

    @Test
    void listSaysWhenNothingRuns() {
        assertEquals(0, run(new ListCommand(out, err, runs())));
        assertEquals("No topologies running (no Storm-MC JVM of this user is running)." + System.lineSeparator(),
            out());
    }

    @Test
    void commandsFindATopologyByNameAndChangeIt() throws Exception {
        try (LocalCluster cluster = new LocalCluster();
             StatusServer status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1),
                 runs())) {
            submit(cluster, "ctl");
            String id = cluster.stormMc().byName("ctl").id();
            assertEquals(0, run(new ListCommand(out, err, runs())));
            String[] lines = out().split(System.lineSeparator());
            assertEquals(3, lines.length, out());
            assertTrue(lines[0].startsWith("Topology_name"), out());
            assertTrue(lines[2].matches("ctl +ACTIVE +2 +\\d+ +" + id.replace("-", "\\-") + " +"
                + ProcessHandle.current().pid() + " +" + status.url().replace(".", "\\.")), lines[2]);

            assertEquals(0, run(new DeactivateCommand(out, err, runs()), "ctl"), err());
            assertEquals("Deactivated topology: ctl" + System.lineSeparator(), out());
            assertEquals(TopologyStatus.INACTIVE, cluster.stormMc().byName("ctl").status());
            assertEquals(0, run(new ActivateCommand(out, err, runs()), id), err()); // the id works too
            assertEquals("Activated topology: ctl" + System.lineSeparator(), out());
            assertEquals(TopologyStatus.ACTIVE, cluster.stormMc().byName("ctl").status());

            assertEquals(RunningTopologies.NOT_FOUND, run(new ActivateCommand(out, err, runs()), "nope"));
            assertEquals("storm-mc activate: no running topology is named 'nope' (1 Storm-MC JVM of this user is "
                + "running; 'storm-mc list' shows them)" + System.lineSeparator(), err());

            assertEquals(0, run(new KillCommand(out, err, runs()), "-w", "0", "ctl"), err());
            assertEquals("Killed topology: ctl (it stops in 0 s)" + System.lineSeparator(), out());
            assertNull(cluster.stormMc().byName("ctl"));
        }
    }

    @Test
    void aNameRunningInTwoJvmsIsAmbiguous() throws Exception {
        try (LocalCluster one = new LocalCluster();
             LocalCluster two = new LocalCluster();
             StatusServer s1 = StatusServer.start(one.stormMc(), new StatusSettings("127.0.0.1", 0, 1), runs());
             StatusServer s2 = StatusServer.start(two.stormMc(), new StatusSettings("127.0.0.1", 0, 1), runs())) {
            submit(one, "dup");
            submit(two, "dup");
            assertEquals(RunningTopologies.AMBIGUOUS, run(new DeactivateCommand(out, err, runs()), "dup"));
            assertTrue(err().startsWith("storm-mc deactivate: 'dup' is ambiguous: Storm-MC JVMs "), err());
            assertTrue(err().contains(one.stormMc().byName("dup").id()) && err().contains(
                two.stormMc().byName("dup").id()), err());
            assertEquals(TopologyStatus.ACTIVE, one.stormMc().byName("dup").status());
            assertEquals(TopologyStatus.ACTIVE, two.stormMc().byName("dup").status());
        }
    }

    /** A logger logs DEBUG only once set_log_level has set it, and stops when the timeout resets it. */
    @Test
    void setLogLevelChangesALoggerUntilItsTimeout() throws Exception {
        org.slf4j.Logger logger = LoggerFactory.getLogger("stormmc.test.cli");
        try (LocalCluster cluster = new LocalCluster();
             StatusServer status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1),
                 runs())) {
            submit(cluster, "logs");
            assertFalse(logger.isDebugEnabled());
            assertEquals(0, run(new SetLogLevelCommand(out, err, runs()), "logs", "-l", "stormmc.test.cli=DEBUG:1"),
                err());
            assertTrue(out().startsWith("Sent log config {\"stormmc.test.cli\":{\"target_level\":\"DEBUG\","
                + "\"timeout\":1}} for topology logs; in force now: "), out());
            assertTrue(logger.isDebugEnabled());
            assertEquals("DEBUG", cluster.getLogConfig("logs").get_named_logger_level().get("stormmc.test.cli")
                .get_target_log_level());
            while (logger.isDebugEnabled()) { // the cluster's timer resets it after a second
                Thread.sleep(10);
            }
            assertTrue(cluster.getLogConfig("logs").get_named_logger_level().isEmpty());

            assertEquals(0, run(new SetLogLevelCommand(out, err, runs()), "logs", "-l", "stormmc.test.cli=TRACE"));
            assertTrue(logger.isTraceEnabled());
            assertEquals(0, run(new SetLogLevelCommand(out, err, runs()), "logs", "-r", "stormmc.test.cli"));
            assertFalse(logger.isDebugEnabled());

            assertEquals(TopologyAction.FAILED, run(new SetLogLevelCommand(out, err, runs()), "logs", "-l",
                "stormmc.test.cli=DEBUG:soon"));
            assertEquals("storm-mc set_log_level: -l stormmc.test.cli=DEBUG:soon should be in the form "
                + "LOGGER=LEVEL[:TIMEOUT] (TIMEOUT in whole seconds)" + System.lineSeparator(), err());
            assertEquals(TopologyAction.FAILED, run(new SetLogLevelCommand(out, err, runs()), "logs", "-l",
                "stormmc.test.cli=LOUD"));
            assertTrue(err().contains("Unknown log level 'LOUD'"), err());
        }
    }
}

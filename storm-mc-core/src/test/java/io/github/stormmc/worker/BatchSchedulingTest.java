package io.github.stormmc.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.executor.Executor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/**
 * {@code stormmc.executor.thread.policy}: with "batch" (the default) every executor thread ends up under SCHED_BATCH,
 * as {@code /proc} reports it; with "normal" none is touched; anything else is an invalid topology naming the key.
 * The policy is Linux's: the tests that read it need /proc and util-linux's chrt.
 */
class BatchSchedulingTest {
    /** Linux's SCHED_BATCH and SCHED_OTHER, as the policy field of /proc/[pid]/task/[tid]/stat shows them. */
    private static final int SCHED_BATCH = 3;
    private static final int SCHED_OTHER = 0;

    @Test
    void executorThreadsRunUnderSchedBatchByDefault() throws Exception {
        assumeLinuxWithChrt();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("batch", new Config(), topology());
            RunningTopology running = cluster.stormMc().byName("batch");
            int switched = running.worker().threadPolicyApplied().get(30, TimeUnit.SECONDS);
            assertEquals(3, switched, "one spout and two bolt executors");
            for (Executor e : running.worker().executors()) {
                assertEquals(SCHED_BATCH, policyOf(e.nativeThreadId()), e.plan().name());
            }
        }
    }

    @Test
    void normalLeavesTheDefaultPolicy() throws Exception {
        assumeLinuxWithChrt();
        Config conf = new Config();
        conf.put(StormMcConfig.EXECUTOR_THREAD_POLICY, "normal");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("normal", conf, topology());
            RunningTopology running = cluster.stormMc().byName("normal");
            assertEquals(0, running.worker().threadPolicyApplied().get(30, TimeUnit.SECONDS));
            for (Executor e : running.worker().executors()) {
                assertEquals(SCHED_OTHER, policyOf(e.nativeThreadId()), e.plan().name());
            }
        }
    }

    @Test
    void aBadPolicyIsAnInvalidTopologyNamingTheKey() throws Exception {
        Config conf = new Config();
        conf.put(StormMcConfig.EXECUTOR_THREAD_POLICY, "fifo");
        try (LocalCluster cluster = new LocalCluster()) {
            InvalidTopologyException e = assertThrows(InvalidTopologyException.class,
                () -> cluster.submitTopology("bad", conf, topology()));
            assertTrue(e.get_msg().contains(StormMcConfig.EXECUTOR_THREAD_POLICY), e.get_msg());
            assertTrue(e.get_msg().contains("fifo"), e.get_msg());
        }
    }

    @Test
    void unknownThreadIdsAreSkipped() throws Exception {
        assertEquals(0, BatchScheduling.apply("none", java.util.List.of(-1L, 0L)).get(30, TimeUnit.SECONDS));
    }

    private static org.apache.storm.generated.StormTopology topology() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout(), 1);
        builder.setBolt("a", new Sink(), 1).shuffleGrouping("words");
        builder.setBolt("b", new Sink(), 1).shuffleGrouping("words");
        return builder.createTopology();
    }

    /** The policy field (41st) of the thread's stat line, counted after the parenthesised command name. */
    private static int policyOf(long tid) throws IOException {
        assertTrue(tid > 0, "executor thread id known");
        String stat = Files.readString(Path.of("/proc/self/task/" + tid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        return Integer.parseInt(fields[41 - 3]);
    }

    private static void assumeLinuxWithChrt() {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux /proc");
        boolean chrt = false;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            chrt |= Files.isExecutable(Path.of(dir, "chrt"));
        }
        assumeTrue(chrt, "util-linux chrt on the PATH");
    }

    public static final class Sink extends BaseBasicBolt {
        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return null;
        }
    }
}

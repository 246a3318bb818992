package io.github.stormmc.perf;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Not a test: measures the CPU an idle topology burns. Runs a WordCount-shaped topology (spout → split → count) whose
 * spout never emits, lets it settle, then reports process CPU time over the measuring period as a share of one core,
 * and the CPU time of each thread that used any.
 *
 * <pre>
 * cd storm-mc-core
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt -Dmdep.includeScope=test
 * java -cp target/classes:target/test-classes:$(cat /tmp/cp.txt) io.github.stormmc.perf.IdleCpu \
 *     [parallelism=1] [settleSecs=3] [measureSecs=10] [key=value ...]
 * </pre>
 *
 * <p>{@code stormmc.spout.idle.backoff.max.millis=0} as an extra argument gives Storm's spout wait throughout.
 */
public final class IdleCpu {
    private IdleCpu() {
    }

    /** A spout with nothing to say. */
    public static final class SilentSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        }

        @Override
        public void nextTuple() {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("sentence"));
        }
    }

    /** Would split sentences, if any came. */
    public static final class Split extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            for (String word : input.getString(0).split(" ")) {
                collector.emit(new Values(word));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Would count words, if any came. */
    public static final class Count extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final Map<String, Integer> counts = new HashMap<>();

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            counts.merge(input.getString(0), 1, Integer::sum);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    public static void main(String[] args) throws Exception {
        int parallelism = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        int settleSecs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int measureSecs = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        Config conf = new Config();
        for (int i = 3; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            conf.put(kv[0], parse(kv[1]));
        }
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new SilentSpout(), parallelism);
        builder.setBolt("split", new Split(), parallelism).shuffleGrouping("spout");
        builder.setBolt("count", new Count(), parallelism).fieldsGrouping("split", new Fields("word"));

        com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("idle", conf, builder.createTopology());
            Thread.sleep(settleSecs * 1000L);
            Map<Long, Long> threadCpuBefore = threadCpu(threads);
            long cpuBefore = os.getProcessCpuTime();
            long wallBefore = System.nanoTime();
            Thread.sleep(measureSecs * 1000L);
            long cpu = os.getProcessCpuTime() - cpuBefore;
            long wall = System.nanoTime() - wallBefore;
            Map<Long, Long> threadCpuAfter = threadCpu(threads);
            System.out.printf("parallelism=%d conf=%s idle CPU: %.2f%% of one core (%d ms CPU over %d ms)%n",
                parallelism, conf, 100.0 * cpu / wall, cpu / 1_000_000L, wall / 1_000_000L);
            Map<String, Long> byThread = new TreeMap<>();
            for (Map.Entry<Long, Long> e : threadCpuAfter.entrySet()) {
                long used = e.getValue() - threadCpuBefore.getOrDefault(e.getKey(), 0L);
                ThreadInfo info = threads.getThreadInfo(e.getKey());
                if (used > 0 && info != null) {
                    byThread.put(info.getThreadName() + "#" + e.getKey(), used);
                }
            }
            List<Map.Entry<String, Long>> sorted = new ArrayList<>(byThread.entrySet());
            sorted.sort((a, b) -> Long.compare(b.getValue(), a.getValue()));
            for (Map.Entry<String, Long> e : sorted) {
                System.out.printf("  %8.1f ms  %s%n", e.getValue() / 1e6, e.getKey());
            }
        }
    }

    private static Map<Long, Long> threadCpu(ThreadMXBean threads) {
        Map<Long, Long> result = new HashMap<>();
        for (long id : threads.getAllThreadIds()) {
            long t = threads.getThreadCpuTime(id);
            if (t >= 0) {
                result.put(id, t);
            }
        }
        return result;
    }

    private static Object parse(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return value;
        }
    }
}

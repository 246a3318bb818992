package io.github.stormmc.drpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.StormSubmitter;
import org.apache.storm.coordination.BatchOutputCollector;
import org.apache.storm.drpc.DRPCSpout;
import org.apache.storm.drpc.LinearDRPCTopologyBuilder;
import org.apache.storm.drpc.ReturnResults;
import org.apache.storm.generated.DRPCExceptionType;
import org.apache.storm.generated.DRPCExecutionException;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.FailedException;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseBatchBolt;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.DRPCClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** DRPC topologies answering requests through LocalDRPC, with the results Storm 2.8.2 gives for the same topologies. */
@Timeout(120)
class DrpcTopologyTest {
    private static LocalCluster cluster;
    private static LocalDRPC drpc;

    @BeforeAll
    static void start() throws Exception {
        cluster = new LocalCluster();
        drpc = new LocalDRPC();
    }

    @AfterAll
    static void stop() throws Exception {
        drpc.close();
        cluster.close();
    }

    /** Storm's exclamation DRPC bolt: [id, args] to [id, args + "!"]. */
    public static final class ExclaimBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            collector.emit(new Values(tuple.getValue(0), tuple.getString(1) + "!"));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "result"));
        }
    }

    @Test
    void linearExclamationAnswersEachRequestWithItsOwnResult() throws Exception {
        LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("exclamation");
        builder.addBolt(new ExclaimBolt(), 3);
        cluster.submitTopology("drpc-exclamation", new Config(), builder.createLocalTopology(drpc));
        assertEquals("hello!", drpc.execute("exclamation", "hello"));
        assertEquals("goodbye!", drpc.execute("exclamation", "goodbye"));

        ExecutorService callers = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> calls = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String args = "req-" + i;
                calls.add(callers.submit(() -> drpc.execute("exclamation", args)));
            }
            for (int i = 0; i < 40; i++) {
                assertEquals("req-" + i + "!", calls.get(i).get());
            }
        } finally {
            callers.shutdownNow();
        }
    }

    // ---- reach: Storm's reach example shape, with this test's own data ----

    static final Map<String, List<String>> TWEETERS = Map.of(
        "site.org/a", List.of("ann", "bob", "cid"),
        "site.org/b", List.of("bob"),
        "site.org/c", List.of());
    static final Map<String, List<String>> FOLLOWERS = Map.of(
        "ann", List.of("x1", "x2", "x3", "x4"),
        "bob", List.of("x3", "x4", "x5"),
        "cid", List.of("x1", "x6", "x7", "x8", "x9"));

    public static final class GetTweeters extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            for (String tweeter : TWEETERS.getOrDefault(tuple.getString(1), List.of())) {
                collector.emit(new Values(tuple.getValue(0), tweeter));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "tweeter"));
        }
    }

    public static final class GetFollowers extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            for (String follower : FOLLOWERS.getOrDefault(tuple.getString(1), List.of())) {
                collector.emit(new Values(tuple.getValue(0), follower));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "follower"));
        }
    }

    /** Distinct followers of one request seen by this task. */
    public static final class PartialUniquer extends BaseBatchBolt<Object> {
        private static final long serialVersionUID = 1L;
        private transient BatchOutputCollector collector;
        private transient Object id;
        private final Set<String> followers = new HashSet<>();

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, BatchOutputCollector collector, Object id) {
            this.collector = collector;
            this.id = id;
        }

        @Override
        public void execute(Tuple tuple) {
            followers.add(tuple.getString(1));
        }

        @Override
        public void finishBatch() {
            collector.emit(new Values(id, followers.size()));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "partial-count"));
        }
    }

    public static final class CountAggregator extends BaseBatchBolt<Object> {
        private static final long serialVersionUID = 1L;
        private transient BatchOutputCollector collector;
        private transient Object id;
        private int count;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, BatchOutputCollector collector, Object id) {
            this.collector = collector;
            this.id = id;
        }

        @Override
        public void execute(Tuple tuple) {
            count += tuple.getInteger(1);
        }

        @Override
        public void finishBatch() {
            collector.emit(new Values(id, count));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "reach"));
        }
    }

    @Test
    void reachCountsDistinctFollowersAcrossParallelBatchBolts() throws Exception {
        LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("reach");
        builder.addBolt(new GetTweeters(), 2);
        builder.addBolt(new GetFollowers(), 3).shuffleGrouping();
        builder.addBolt(new PartialUniquer(), 4).fieldsGrouping(new Fields("id", "follower"));
        builder.addBolt(new CountAggregator(), 3).fieldsGrouping(new Fields("id"));
        cluster.submitTopology("drpc-reach", new Config(), builder.createLocalTopology(drpc));
        assertEquals("9", drpc.execute("reach", "site.org/a"));
        assertEquals("3", drpc.execute("reach", "site.org/b"));
        assertEquals("0", drpc.execute("reach", "site.org/c"));
        assertEquals("0", drpc.execute("reach", "unknown"));
        assertEquals("9", drpc.execute("reach", "site.org/a"));
    }

    // ---- coordination: finishBatch once per request and task, after every tuple ----

    record Finished(String bolt, int task, Object id, int tuples) {
    }

    public static final class SplitWords extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            for (String word : tuple.getString(1).split(" ")) {
                collector.emit(new Values(tuple.getValue(0), word));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "word"));
        }
    }

    /** Counts its tuples per request and records each finishBatch with the count it had. */
    public static final class CountingBatch extends BaseBatchBolt<Object> {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final String name;
        private transient BatchOutputCollector collector;
        private transient Object id;
        private transient int task;
        private int tuples;
        private int sum;

        CountingBatch(String key, String name) {
            this.key = key;
            this.name = name;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, BatchOutputCollector collector, Object id) {
            this.collector = collector;
            this.id = id;
            this.task = context.getThisTaskId();
        }

        @Override
        public void execute(Tuple tuple) {
            tuples++;
            sum += tuple.getValue(1) instanceof Integer n ? n : 1;
        }

        @Override
        public void finishBatch() {
            Recorder.record(key, new Finished(name, task, id, tuples));
            collector.emit(new Values(id, sum));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "count"));
        }
    }

    @Test
    void everyBatchBoltTaskFinishesEachRequestOnceAfterAllItsTuples() throws Exception {
        String key = Recorder.newKey();
        LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("words");
        builder.addBolt(new SplitWords(), 2);
        builder.addBolt(new CountingBatch(key, "partial"), 3).shuffleGrouping();
        builder.addBolt(new CountingBatch(key, "total"), 2).fieldsGrouping(new Fields("id"));
        cluster.submitTopology("drpc-words", new Config(), builder.createLocalTopology(drpc));

        assertEquals("7", drpc.execute("words", "a b c d e f g"));
        List<Finished> first = Recorder.events(key, Finished.class);
        // each of the 3 partial tasks finishes the request once (some with 0 tuples), then 1 total task finishes it
        assertEquals(4, first.size());
        Object id = first.get(0).id();
        assertTrue(first.stream().allMatch(f -> f.id().equals(id)));
        assertEquals(Long.class, id.getClass());
        List<Finished> partial = first.stream().filter(f -> f.bolt().equals("partial")).toList();
        assertEquals(3, partial.stream().map(Finished::task).distinct().count());
        assertEquals(7, partial.stream().mapToInt(Finished::tuples).sum());
        Finished total = first.get(3);
        assertEquals("total", total.bolt());
        assertEquals(3, total.tuples());

        assertEquals("2", drpc.execute("words", "h i"));
        List<Finished> all = Recorder.events(key, Finished.class);
        assertEquals(8, all.size());
        assertEquals(2, all.subList(4, 8).stream().filter(f -> f.bolt().equals("partial"))
            .mapToInt(Finished::tuples).sum());
    }

    // ---- manual DRPC topology ----

    /** [args, return-info] to [args + "?", return-info], as a hand-built DRPC topology does. */
    public static final class ManualBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        ManualBolt(String key) {
            this.key = key;
        }

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            Recorder.record(key, tuple.getFields().toList() + "=" + tuple.getValue(1));
            collector.emit(new Values(tuple.getString(0) + "?", tuple.getValue(1)));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("result", "return-info"));
        }
    }

    @Test
    void manualTopologyWithDrpcSpoutAndReturnResults() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("drpc", new DRPCSpout("manual", drpc));
        builder.setBolt("ask", new ManualBolt(key), 2).shuffleGrouping("drpc");
        builder.setBolt("return", new ReturnResults(), 2).shuffleGrouping("ask");
        cluster.submitTopology("drpc-manual", new Config(), builder.createTopology());
        assertEquals("why?", drpc.execute("manual", "why"));
        List<String> seen = Recorder.events(key, String.class);
        assertEquals(1, seen.size());
        String returnInfo = seen.get(0);
        assertTrue(returnInfo.matches("\\[args, return-info\\]=\\{\"port\":0,\"host\":\""
            + java.util.regex.Pattern.quote(drpc.getServiceId()) + "\",\"id\":\"\\d+\"\\}"), returnInfo);
    }

    // ---- failures ----

    public static final class FailingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.fail(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "result"));
        }
    }

    /** Fails any request whose words include "bad", by FailedException from a batch bolt. */
    public static final class PickyBatch extends BaseBatchBolt<Object> {
        private static final long serialVersionUID = 1L;
        private transient BatchOutputCollector collector;
        private transient Object id;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, BatchOutputCollector collector, Object id) {
            this.collector = collector;
            this.id = id;
        }

        @Override
        public void execute(Tuple tuple) {
            if (tuple.getString(1).equals("bad")) {
                throw new FailedException("bad word");
            }
        }

        @Override
        public void finishBatch() {
            collector.emit(new Values(id, "fine"));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "verdict"));
        }
    }

    @Test
    void aFailedTupleFailsTheRequestWithStormsException() throws Exception {
        LinearDRPCTopologyBuilder failing = new LinearDRPCTopologyBuilder("failing");
        failing.addBolt(new FailingBolt(), 2);
        cluster.submitTopology("drpc-failing", new Config(), failing.createLocalTopology(drpc));
        DRPCExecutionException e = assertThrows(DRPCExecutionException.class, () -> drpc.execute("failing", "z"));
        assertEquals("Request failed", e.getMessage());
        assertEquals(DRPCExceptionType.FAILED_REQUEST, e.get_type());

        LinearDRPCTopologyBuilder picky = new LinearDRPCTopologyBuilder("picky");
        picky.addBolt(new SplitWords(), 2);
        picky.addBolt(new PickyBatch(), 2).fieldsGrouping(new Fields("id"));
        cluster.submitTopology("drpc-picky", new Config(), picky.createLocalTopology(drpc));
        assertEquals("fine", drpc.execute("picky", "good words only"));
        DRPCExecutionException bad = assertThrows(DRPCExecutionException.class,
            () -> drpc.execute("picky", "one bad word"));
        assertEquals(DRPCExceptionType.FAILED_REQUEST, bad.get_type());
        assertEquals("fine", drpc.execute("picky", "still good"));
    }

    // ---- storm local style: createRemoteTopology + StormSubmitter + DRPCClient ----

    @Test
    void remoteTopologyAnswersDrpcClientUnderTheLocalModeOverride() throws Exception {
        String result = LocalCluster.withLocalModeOverride(() -> {
            assertTrue(DRPCClient.isLocalOverride());
            LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("shout");
            builder.addBolt(new ExclaimBolt(), 2);
            Config conf = new Config();
            StormSubmitter.submitTopology("drpc-remote", conf, builder.createRemoteTopology());
            try (DRPCClient client = DRPCClient.getConfiguredClient(conf)) {
                return client.execute("shout", "hey") + " " + client.execute("shout", "you");
            }
        }, 0);
        assertEquals("hey! you!", result);
        assertTrue(!DRPCClient.isLocalOverride());
    }

    @Test
    void aSpoutWithoutALocalServerSaysRemoteDrpcIsUnsupported() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
            () -> new DRPCSpout("lonely").open(new TreeMap<>(), null, null));
        assertEquals("DRPCSpout for function 'lonely': Storm-MC has no remote DRPC servers (drpc.servers); build the"
            + " topology with createLocalTopology(drpc) or new DRPCSpout(function, drpc), or run it under a"
            + " DRPCClient.LocalOverride as storm local does", e.getMessage());
    }

    @Test
    void aSpoutWhoseServerIsClosedNamesIt() throws Exception {
        LocalDRPC closed = new LocalDRPC();
        DRPCSpout spout = new DRPCSpout("f", closed);
        closed.close();
        IllegalStateException e = assertThrows(IllegalStateException.class,
            () -> spout.open(new TreeMap<>(), null, null));
        assertTrue(e.getMessage().startsWith("DRPCSpout for function 'f': no LocalDRPC with service id "
            + closed.getServiceId() + " is running in this JVM"), e.getMessage());
    }
}

package org.apache.storm;

import io.github.stormmc.testkit.ClusterActivity;
import io.github.stormmc.testkit.TrackedClusters;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.NullStruct;
import org.apache.storm.generated.SpoutSpec;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.testing.CompletableSpout;
import org.apache.storm.testing.CompleteTopologyParam;
import org.apache.storm.testing.FixedTuple;
import org.apache.storm.testing.FixedTupleSpout;
import org.apache.storm.testing.MkClusterParam;
import org.apache.storm.testing.MkTupleParam;
import org.apache.storm.testing.MockedSources;
import org.apache.storm.testing.TestJob;
import org.apache.storm.testing.TrackedTopology;
import org.apache.storm.testing.TupleCaptureBolt;
import org.apache.storm.thrift.TException;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.utils.Time;
import org.apache.storm.utils.Utils;

/**
 * Storm's helpers for unit-testing topologies: local clusters scoped to a block, running a topology to completion
 * on fixed input and reading what every component emitted, tracked topologies, and tuples made up for bolt tests.
 */
public class Testing {
    /** Default time limit of the waits below, in real milliseconds; the STORM_TEST_TIMEOUT_MS environment variable overrides it, as in Storm. */
    public static final int TEST_TIMEOUT_MS = timeoutFromEnvironment();

    private static int timeoutFromEnvironment() {
        try {
            return Integer.parseInt(System.getenv("STORM_TEST_TIMEOUT_MS"));
        } catch (NumberFormatException e) {
            return 10_000;
        }
    }

    /** Delay between checks of a condition being waited for. */
    private static final long POLL_MILLIS = 5L;

    /** While {@code condition} holds, runs {@code body}; fails after {@link #TEST_TIMEOUT_MS}. */
    public static void whileTimeout(Condition condition, Runnable body) {
        whileTimeout(TEST_TIMEOUT_MS, condition, body);
    }

    /**
     * While {@code condition} holds, runs {@code body}; throws an {@link AssertionError} naming the condition once
     * {@code timeoutMs} of real time (simulated time does not count) has passed.
     */
    public static void whileTimeout(long timeoutMs, Condition condition, Runnable body) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        while (condition.exec()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Test timed out (" + timeoutMs + "ms) " + condition);
            }
            body.run();
        }
    }

    public static <T> boolean isEvery(Collection<T> data, Predicate<T> pred) {
        return data.stream().allMatch(pred);
    }

    /** Runs {@code code} with Storm's clock simulated: it starts at 0 and moves only when advanced. */
    public static void withSimulatedTime(Runnable code) {
        try (Time.SimulatedTime ignored = new Time.SimulatedTime()) {
            code.run();
        }
    }

    public static void withLocalCluster(TestJob code) {
        withLocalCluster(new MkClusterParam(), code);
    }

    /** Runs {@code code} against a new local cluster, closed afterwards; exceptions come out wrapped. */
    public static void withLocalCluster(MkClusterParam param, TestJob code) {
        runWith(builder(param), code);
    }

    /** A new local cluster with these daemon settings; the caller closes it. */
    public static ILocalCluster getLocalCluster(Map<String, Object> clusterConf) {
        try {
            return new LocalCluster.Builder().withDaemonConf(clusterConf).build();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    public static void withSimulatedTimeLocalCluster(TestJob code) {
        withSimulatedTimeLocalCluster(new MkClusterParam(), code);
    }

    /** Like {@link #withLocalCluster(MkClusterParam, TestJob)} with Storm's clock simulated while the cluster runs. */
    public static void withSimulatedTimeLocalCluster(MkClusterParam param, TestJob code) {
        runWith(builder(param).withSimulatedTime(), code);
    }

    public static void withTrackedCluster(TestJob code) {
        withTrackedCluster(new MkClusterParam(), code);
    }

    /** Like {@link #withSimulatedTimeLocalCluster(MkClusterParam, TestJob)}, with a tracked id for tracked topologies. */
    public static void withTrackedCluster(MkClusterParam param, TestJob code) {
        runWith(builder(param).withSimulatedTime().withTracked(), code);
    }

    private static LocalCluster.Builder builder(MkClusterParam param) {
        LocalCluster.Builder builder = new LocalCluster.Builder();
        if (param.getSupervisors() != null) {
            builder.withSupervisors(param.getSupervisors());
        }
        if (param.getPortsPerSupervisor() != null) {
            builder.withPortsPerSupervisor(param.getPortsPerSupervisor());
        }
        if (param.getDaemonConf() != null) {
            builder.withDaemonConf(param.getDaemonConf());
        }
        if (param.isNimbusDaemon() != null) {
            builder.withNimbusDaemon(param.isNimbusDaemon());
        }
        return builder;
    }

    private static void runWith(LocalCluster.Builder builder, TestJob code) {
        try (LocalCluster cluster = builder.build()) {
            code.run(cluster);
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    /** An amount counted over every topology of the tracked cluster {@code id}; see {@link TrackedTopology}. */
    public static int globalAmt(String id, String key) {
        return (int) new ClusterActivity(TrackedClusters.get(id)).amount(key);
    }

    public static CapturedTopology<TrackedTopology> trackAndCaptureTopology(ILocalCluster cluster, StormTopology topology) {
        CapturedTopology<StormTopology> captured = captureTopology(topology);
        return new CapturedTopology<>(mkTrackedTopology(cluster, captured.topology), captured.capturer);
    }

    /**
     * A copy of {@code topology} with one more bolt, a {@link TupleCaptureBolt} with a random id, subscribed to every
     * stream of every component (global grouping; direct grouping for direct streams).
     */
    public static CapturedTopology<StormTopology> captureTopology(StormTopology topology) {
        StormTopology copy = new StormTopology(topology);
        Map<GlobalStreamId, Grouping> inputs = new HashMap<>();
        Map<String, ComponentCommon> components = new HashMap<>();
        if (copy.get_spouts() != null) {
            copy.get_spouts().forEach((id, spec) -> components.put(id, spec.get_common()));
        }
        if (copy.get_bolts() != null) {
            copy.get_bolts().forEach((id, bolt) -> components.put(id, bolt.get_common()));
        }
        components.forEach((id, common) -> {
            Map<String, StreamInfo> streams = common.get_streams();
            if (streams != null) {
                streams.forEach((stream, info) -> inputs.put(new GlobalStreamId(id, stream),
                    info.is_direct() ? Grouping.direct(new NullStruct()) : Grouping.fields(new ArrayList<>())));
            }
        });
        TupleCaptureBolt capturer = new TupleCaptureBolt();
        ComponentCommon common = new ComponentCommon(inputs, new HashMap<>());
        common.set_parallelism_hint(1);
        if (copy.get_bolts() == null) {
            copy.set_bolts(new HashMap<>());
        }
        copy.get_bolts().put(Utils.uuid(), new Bolt(ComponentObject.serialized_java(Utils.javaSerialize(capturer)), common));
        return new CapturedTopology<>(copy, capturer);
    }

    public static Map<String, List<FixedTuple>> completeTopology(ILocalCluster cluster, StormTopology topology)
        throws InterruptedException, TException {
        return completeTopology(cluster, topology, new CompleteTopologyParam());
    }

    /**
     * Runs {@code topology} until every spout (mocked ones become {@link FixedTupleSpout}s emitting the mocked
     * tuples) is exhausted and, on Storm-MC's {@link LocalCluster}, everything they caused has been processed; then
     * kills it and returns every tuple each component emitted, by component id, in the order the capturing bolt
     * received them. Every spout must be a {@link CompletableSpout} or be mocked.
     */
    public static Map<String, List<FixedTuple>> completeTopology(ILocalCluster cluster, StormTopology topology,
                                                                 CompleteTopologyParam completeTopologyParam)
        throws TException, InterruptedException {
        CompleteTopologyParam param = completeTopologyParam == null ? new CompleteTopologyParam() : completeTopologyParam;
        String name = param.getTopologyName() != null ? param.getTopologyName() : "topologytest-" + Utils.uuid();
        StormTopology copy = new StormTopology(topology);
        mockSpouts(copy, param.getMockedSources());
        List<CompletableSpout> spouts = completableSpouts(copy);
        spouts.forEach(CompletableSpout::startup);
        CapturedTopology<StormTopology> captured = captureTopology(copy);
        Map<String, Object> conf = param.getStormConf() == null ? new HashMap<>() : param.getStormConf();
        int timeoutMs = param.getTimeoutMs() == null ? TEST_TIMEOUT_MS : param.getTimeoutMs();

        cluster.submitTopology(name, conf, captured.topology);
        try {
            ClusterActivity activity = cluster instanceof LocalCluster
                ? new ClusterActivity(((LocalCluster) cluster).stormMc()) : null;
            whileTimeout(timeoutMs, new Condition() {
                @Override
                public boolean exec() {
                    return !isEvery(spouts, CompletableSpout::isExhausted) || (activity != null && !activity.isQuiet());
                }

                @Override
                public String toString() {
                    return "completing topology '" + name + "': waiting for every spout to be exhausted and every "
                        + "tuple to be processed";
                }
            }, () -> {
                try {
                    simulateWait(cluster);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new RuntimeException(e);
                }
            });
        } finally {
            KillOptions now = new KillOptions();
            now.set_wait_secs(0);
            try {
                cluster.killTopologyWithOpts(name, now);
            } catch (NotAliveException e) {
                // already gone (e.g. killed by the test's own code): nothing left to stop
            }
        }
        if (param.getCleanupState()) {
            for (CompletableSpout spout : spouts) {
                spout.clean();
                if (spout instanceof FixedTupleSpout) {
                    ((FixedTupleSpout) spout).cleanup();
                }
            }
            return captured.capturer.getAndRemoveResults();
        }
        return captured.capturer.getAndClearResults();
    }

    private static void mockSpouts(StormTopology topology, MockedSources mocked) {
        if (mocked == null) {
            return;
        }
        mocked.getData().forEach((spoutId, tuples) -> {
            SpoutSpec spec = topology.get_spouts() == null ? null : topology.get_spouts().get(spoutId);
            if (spec == null) {
                throw new IllegalArgumentException("Mocked source '" + spoutId + "' is not a spout of the topology; "
                    + "its spouts are " + (topology.get_spouts() == null ? "[]" : topology.get_spouts().keySet()));
            }
            spec.set_spout_object(ComponentObject.serialized_java(Utils.javaSerialize(new FixedTupleSpout(tuples))));
        });
    }

    /** The test's own deserialised copy of every spout; each must be completable. */
    private static List<CompletableSpout> completableSpouts(StormTopology topology) {
        List<CompletableSpout> spouts = new ArrayList<>();
        if (topology.get_spouts() == null) {
            return spouts;
        }
        topology.get_spouts().forEach((id, spec) -> {
            ComponentObject object = spec.get_spout_object();
            Object spout = object.is_set_serialized_java()
                ? Utils.javaDeserialize(object.get_serialized_java(), Object.class) : object;
            if (!(spout instanceof CompletableSpout)) {
                throw new RuntimeException("Cannot complete topology unless every spout is a CompletableSpout (or "
                    + "mocked to be); failed by " + spout);
            }
            spouts.add((CompletableSpout) spout);
        });
        return spouts;
    }

    /** One step of waiting for a topology: advances simulated time by 10 seconds, or sleeps briefly in real time. */
    public static void simulateWait(ILocalCluster cluster) throws InterruptedException {
        if (Time.isSimulating()) {
            cluster.advanceClusterTime(10);
        }
        Thread.sleep(POLL_MILLIS);
    }

    /** The values of the tuples {@code componentId} emitted on the default stream. */
    public static List<List<Object>> readTuples(Map<String, List<FixedTuple>> results, String componentId) {
        return readTuples(results, componentId, Utils.DEFAULT_STREAM_ID);
    }

    /** The values of the tuples {@code componentId} emitted on {@code streamId}, in capture order. */
    public static List<List<Object>> readTuples(Map<String, List<FixedTuple>> results, String componentId,
                                                String streamId) {
        List<List<Object>> values = new ArrayList<>();
        List<FixedTuple> tuples = results.get(componentId);
        if (tuples != null) {
            for (FixedTuple t : tuples) {
                if (streamId.equals(t.stream)) {
                    values.add(t.values);
                }
            }
        }
        return values;
    }

    public static TrackedTopology mkTrackedTopology(ILocalCluster cluster, StormTopology topology) {
        return new TrackedTopology(topology, cluster);
    }

    public static void trackedWait(CapturedTopology<TrackedTopology> topo) {
        topo.topology.trackedWait();
    }

    public static void trackedWait(CapturedTopology<TrackedTopology> topo, Integer amt) {
        trackedWait(topo.topology, amt);
    }

    public static void trackedWait(CapturedTopology<TrackedTopology> topo, Integer amt, Integer timeoutMs) {
        trackedWait(topo.topology, amt, timeoutMs);
    }

    public static void trackedWait(TrackedTopology topo) {
        topo.trackedWait();
    }

    public static void trackedWait(TrackedTopology topo, Integer amt) {
        trackedWait(topo, amt, null);
    }

    public static void trackedWait(TrackedTopology topo, Integer amt, Integer timeoutMs) {
        topo.trackedWait(amt == null ? 1 : amt, timeoutMs == null ? TEST_TIMEOUT_MS : timeoutMs);
    }

    public static void advanceClusterTime(ILocalCluster cluster, Integer secs) throws InterruptedException {
        cluster.advanceClusterTime(secs);
    }

    public static void advanceClusterTime(ILocalCluster cluster, Integer secs, Integer step) throws InterruptedException {
        cluster.advanceClusterTime(secs, step);
    }

    /** How many times each element occurs. */
    public static <T> Map<T, Integer> multiset(Collection<T> c) {
        Map<T, Integer> counts = new HashMap<>();
        for (T element : c) {
            counts.merge(element, 1, Integer::sum);
        }
        return counts;
    }

    /** Whether both hold the same elements the same number of times, in any order. */
    public static <T> boolean multiseteq(Collection<T> a, Collection<T> b) {
        return multiset(a).equals(multiset(b));
    }

    public static Tuple testTuple(List<Object> values) {
        return testTuple(values, new MkTupleParam());
    }

    /**
     * A tuple for calling a bolt's {@code execute} directly: from task 1 of the given component (default
     * {@code component}) on the given stream (default {@code default}), with the given field names (default
     * {@code field1}, {@code field2}, ...).
     */
    public static Tuple testTuple(List<Object> values, MkTupleParam param) {
        String component = param.getComponent() != null ? param.getComponent() : "component";
        String stream = param.getStream() != null ? param.getStream() : Utils.DEFAULT_STREAM_ID;
        List<String> fieldNames = param.getFields();
        if (fieldNames == null) {
            fieldNames = new ArrayList<>();
            for (int i = 1; i <= values.size(); i++) {
                fieldNames.add("field" + i);
            }
        }
        Map<Integer, String> taskToComponent = new HashMap<>();
        taskToComponent.put(1, component);
        Map<String, List<Integer>> componentToTasks = new HashMap<>();
        componentToTasks.put(component, List.of(1));
        Map<String, Map<String, Fields>> streamFields = new HashMap<>();
        streamFields.computeIfAbsent(component, k -> new HashMap<>()).put(stream, new Fields(fieldNames));
        GeneralTopologyContext context = new GeneralTopologyContext(
            new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()), new Config(), taskToComponent,
            componentToTasks, streamFields, "test-storm-id");
        return new TupleImpl(context, values, component, 1, stream);
    }

    /** Tests whether something holds; used by {@link #whileTimeout}. */
    public interface Condition {
        boolean exec();
    }

    /** A topology together with the bolt capturing everything it emits. */
    public static final class CapturedTopology<T> {
        public final T topology;
        public final TupleCaptureBolt capturer;

        public CapturedTopology(T topology, TupleCaptureBolt capturer) {
            this.topology = topology;
            this.capturer = capturer;
        }
    }
}

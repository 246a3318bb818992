package org.apache.storm;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.json.Json;
import io.github.stormmc.plan.TopologyValidator;
import io.github.stormmc.testkit.TrackedClusters;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.BeginDownloadResult;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.Credentials;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.generated.GetInfoOptions;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.KeyAlreadyExistsException;
import org.apache.storm.generated.KeyNotFoundException;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.ListBlobsResult;
import org.apache.storm.generated.LogConfig;
import org.apache.storm.generated.Nimbus;
import org.apache.storm.generated.NimbusSummary;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.NumErrorsChoice;
import org.apache.storm.generated.ProfileAction;
import org.apache.storm.generated.ProfileRequest;
import org.apache.storm.generated.ReadableBlobMeta;
import org.apache.storm.generated.RebalanceOptions;
import org.apache.storm.generated.SettableBlobMeta;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.testing.TrackedTopology;
import org.apache.storm.thrift.TException;
import org.apache.storm.utils.DRPCClient;
import org.apache.storm.utils.NimbusClient;
import org.apache.storm.utils.Time;
import org.apache.storm.utils.Utils;

/**
 * Runs topologies in this JVM: Storm-MC's replacement for Storm's local cluster. No ZooKeeper, Nimbus or supervisor
 * is started; each submitted topology gets one in-process worker with one thread per executor. Also usable as a
 * {@link Nimbus.Iface}, which is how {@code StormSubmitter} reaches it through {@link NimbusClient.LocalOverride}.
 */
public class LocalCluster implements ILocalClusterTrackedTopologyAware, Nimbus.Iface {
    /** Kill options that stop a topology immediately, without waiting for in-flight tuples. */
    public static final KillOptions KILL_NOW = killNow();

    private final InProcessCluster cluster;
    /** Set by {@link Builder#withTracked()}: the id {@code Testing.globalAmt} finds this cluster by. */
    private final String trackedId;
    /** Set by {@link Builder#withSimulatedTime()}: Storm's clock is simulated from build until close. */
    private final Time.SimulatedTime simulatedTime;
    /**
     * As in Storm, a local cluster is the Nimbus that {@code NimbusClient.getConfiguredClient} reaches while it is
     * open, so code inside a topology (e.g. a spout that kills its own topology) talks to this cluster.
     */
    private final NimbusClient.LocalOverride nimbusOverride;

    public LocalCluster() throws Exception {
        this(new HashMap<>());
    }

    /**
     * Storm connects this variant to an external ZooKeeper; Storm-MC needs none, so the address is not used.
     */
    public LocalCluster(String zkHost, Long zkPort) throws Exception {
        this(new HashMap<>());
    }

    private LocalCluster(Map<String, Object> daemonConf) {
        this(daemonConf, null, false);
    }

    private LocalCluster(Map<String, Object> daemonConf, String trackedId, boolean simulateTime) {
        Map<String, Object> overrides = new HashMap<>(daemonConf);
        overrides.putIfAbsent(Config.TOPOLOGY_ENABLE_MESSAGE_TIMEOUTS, true);
        this.simulatedTime = simulateTime ? new Time.SimulatedTime() : null;
        this.cluster = new InProcessCluster(overrides);
        this.trackedId = trackedId;
        if (trackedId != null) {
            TrackedClusters.register(trackedId, cluster);
        }
        this.nimbusOverride = new NimbusClient.LocalOverride(this);
    }

    private static KillOptions killNow() {
        KillOptions options = new KillOptions();
        options.set_wait_secs(0);
        return options;
    }

    /**
     * Runs {@code c} with a local cluster installed as the target of {@code StormSubmitter} and a {@link LocalDRPC}
     * as the target of {@code DRPCClient}, then lets the topologies run for {@code ttlSec} seconds, then closes both.
     * This is what {@code storm local} does.
     */
    public static <T> T withLocalModeOverride(Callable<T> c, long ttlSec) throws Exception {
        return withLocalModeOverride(c, ttlSec, null);
    }

    public static <T> T withLocalModeOverride(Callable<T> c, long ttlSec, Map<String, Object> daemonConf) throws Exception {
        try (LocalCluster local = new LocalCluster(daemonConf == null ? new HashMap<>() : daemonConf);
             NimbusClient.LocalOverride nimbusOverride = new NimbusClient.LocalOverride(local);
             LocalDRPC drpc = new LocalDRPC();
             DRPCClient.LocalOverride drpcOverride = new DRPCClient.LocalOverride(drpc)) {
            T ret = c.call();
            Thread.sleep(ttlSec * 1000L);
            return ret;
        }
    }

    /**
     * {@code storm local}: runs {@code args[0]}'s main with the remaining arguments against a local cluster for
     * {@code -Dstorm.local.sleeptime} seconds (default 20), then closes it. Unlike Storm it does not call
     * {@code System.exit}: Storm-MC leaves no thread behind, so the JVM ends by itself.
     */
    public static void main(final String[] args) throws Exception {
        if (args.length < 1) {
            throw new IllegalArgumentException("Usage: LocalCluster <main class> [args...]: "
                + "runs the main class like `storm local`");
        }
        String className = args[0];
        String[] mainArgs = Arrays.copyOfRange(args, 1, args.length);
        Method main = Class.forName(className, true, Thread.currentThread().getContextClassLoader())
            .getMethod("main", String[].class);
        long ttl = Long.getLong("storm.local.sleeptime", 20);
        withLocalModeOverride(() -> {
            try {
                main.invoke(null, (Object) mainArgs);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause instanceof Exception) {
                    throw (Exception) cause;
                }
                throw e;
            }
            return null;
        }, ttl);
    }

    /**
     * Storm-MC extension (not in Storm's API): the engine behind this cluster, for status pages, tests and tools that
     * need more than Storm's thrift summaries (queue fill, task restarts).
     */
    public InProcessCluster stormMc() {
        return cluster;
    }

    /** The configuration every topology starts from: defaults, storm.yaml and command-line options. */
    public Map<String, Object> getDaemonConf() {
        return new HashMap<>(cluster.daemonConf());
    }

    @Override
    public LocalTopology submitTopology(String topologyName, Map<String, Object> conf, StormTopology topology)
        throws TException {
        return submitTopologyWithOpts(topologyName, conf, topology, null);
    }

    @Override
    public LocalTopology submitTopologyWithOpts(String topologyName, Map<String, Object> conf, StormTopology topology,
                                                SubmitOptions submitOpts) throws TException {
        cluster.submit(topologyName, throughJson(topologyName, conf), topology, submitOpts);
        return new LocalTopology(topologyName, topology);
    }

    /** Storm hands the conf to Nimbus as JSON, so user code sees JSON types (e.g. Long for integers); so do we. */
    private static Map<String, Object> throughJson(String name, Map<String, Object> conf) throws InvalidTopologyException {
        if (conf == null) {
            return new HashMap<>();
        }
        try {
            io.github.stormmc.config.ConfigValidator.validateJsonSerializable(conf);
        } catch (IllegalArgumentException e) {
            // Storm's local cluster rejects this with an IllegalArgumentException too, before Nimbus sees it
            throw new IllegalArgumentException("Topology conf is not json-serializable: " + e.getMessage(), e);
        }
        return Json.readMap(Json.write(conf));
    }

    /** Submits the tracked topology's topology; tracking reads the engine's counters, so nothing is wrapped. */
    @Override
    public LocalTopology submitTopology(String topologyName, Map<String, Object> conf, TrackedTopology topology)
        throws TException {
        return submitTopologyWithOpts(topologyName, conf, topology, null);
    }

    @Override
    public LocalTopology submitTopologyWithOpts(String topologyName, Map<String, Object> conf, TrackedTopology topology,
                                                SubmitOptions submitOpts) throws TException {
        return submitTopologyWithOpts(topologyName, conf, topology.getTopology(), submitOpts);
    }

    @Override
    public void submitTopology(String name, String uploadedJarLocation, String jsonConf, StormTopology topology)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException, TException {
        submitTopologyWithOpts(name, uploadedJarLocation, jsonConf, topology, null);
    }

    @Override
    public void submitTopologyWithOpts(String name, String uploadedJarLocation, String jsonConf, StormTopology topology,
                                       SubmitOptions options)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException, TException {
        Map<String, Object> conf;
        try {
            conf = Json.readMap(jsonConf);
        } catch (IllegalArgumentException e) {
            throw new InvalidTopologyException("Topology '" + name + "' configuration is not a JSON object: " + e.getMessage());
        }
        cluster.submit(name, conf, topology, options);
    }

    @Override
    public void uploadNewCredentials(String topologyName, Credentials creds) throws TException {
        throw new UnsupportedOperationException("Storm-MC does not support pushing credentials to a running topology "
            + "(topology '" + topologyName + "')");
    }

    @Override
    public void killTopology(String topologyName) throws TException {
        cluster.kill(topologyName, null);
    }

    @Override
    public void killTopologyWithOpts(String name, KillOptions options) throws TException {
        cluster.kill(name, options);
    }

    @Override
    public void activate(String topologyName) throws TException {
        cluster.activate(topologyName);
    }

    @Override
    public void deactivate(String topologyName) throws TException {
        cluster.deactivate(topologyName);
    }

    @Override
    public void rebalance(String name, RebalanceOptions options) throws TException {
        throw new UnsupportedOperationException("Storm-MC runs each topology in one fixed worker: rebalance (changing "
            + "workers or executors of '" + name + "' at run time) is not supported; resubmit with new parallelism");
    }

    @Deprecated
    @Override
    public void shutdown() {
        try {
            cluster.close();
        } finally {
            closeNimbusOverride();
        }
    }

    private void closeNimbusOverride() {
        try {
            nimbusOverride.close();
        } catch (Exception e) {
            throw new IllegalStateException("Could not restore NimbusClient's previous target", e);
        }
    }

    @Override
    public String getTopologyConf(String id) throws TException {
        return cluster.topologyConfJson(id);
    }

    @Override
    public StormTopology getTopology(String id) throws TException {
        return cluster.topology(id);
    }

    @Override
    public ClusterSummary getClusterInfo() throws TException {
        return cluster.clusterSummary();
    }

    @Override
    public List<TopologySummary> getTopologySummaries() throws TException {
        return cluster.topologySummaries();
    }

    @Override
    public TopologySummary getTopologySummaryByName(String name) throws TException {
        return cluster.topologySummaryByName(name);
    }

    @Override
    public TopologySummary getTopologySummary(String id) throws TException {
        return cluster.topologySummaryById(id);
    }

    @Override
    public TopologyInfo getTopologyInfo(String id) throws TException {
        return cluster.topologyInfoById(id);
    }

    @Override
    public TopologyInfo getTopologyInfoByName(String name) throws TException {
        return cluster.topologyInfoByName(name);
    }

    @Override
    public TopologyInfo getTopologyInfoWithOpts(String id, GetInfoOptions options) throws TException {
        return withErrorChoice(cluster.topologyInfoById(id), options);
    }

    @Override
    public TopologyInfo getTopologyInfoByNameWithOpts(String name, GetInfoOptions options) throws TException {
        return withErrorChoice(cluster.topologyInfoByName(name), options);
    }

    private static TopologyInfo withErrorChoice(TopologyInfo info, GetInfoOptions options) {
        NumErrorsChoice choice = options == null || !options.is_set_num_err_choice() ? NumErrorsChoice.ALL
            : options.get_num_err_choice();
        if (choice == NumErrorsChoice.ALL) {
            return info;
        }
        Map<String, List<ErrorInfo>> errors = new HashMap<>();
        info.get_errors().forEach((component, list) -> errors.put(component,
            choice == NumErrorsChoice.NONE || list.isEmpty() ? new ArrayList<>()
                : new ArrayList<>(List.of(list.get(list.size() - 1)))));
        info.set_errors(errors);
        return info;
    }

    /** Storm-MC serves no Thrift port. */
    public int getThriftServerPort() {
        throw new UnsupportedOperationException("Storm-MC runs no Nimbus Thrift server: there is no port to connect to");
    }

    @Override
    public boolean isRemoteBlobExists(String blobKey) throws AuthorizationException, TException {
        throw blobStoreUnsupported();
    }

    /** Stops every topology (deactivate, drain briefly, then cleanup/close once per task) and the timer thread. */
    @Override
    public synchronized void close() throws Exception {
        try {
            cluster.close();
        } finally {
            nimbusOverride.close();
            if (trackedId != null) {
                TrackedClusters.unregister(trackedId);
            }
            if (simulatedTime != null) {
                simulatedTime.close();
            }
        }
    }

    /**
     * Waits until every receive queue of every topology has been empty for a short, stable moment, or until
     * {@code timeoutMs} passes.
     */
    public void waitForIdle() throws InterruptedException {
        waitForIdle(10_000L);
    }

    public void waitForIdle(long timeoutMs) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMs;
        int quietRounds = 0;
        while (System.currentTimeMillis() < deadline && quietRounds < 3) {
            boolean empty = true;
            for (RunningTopology t : cluster.topologies()) {
                empty &= t.worker().queuesEmpty();
            }
            quietRounds = empty ? quietRounds + 1 : 0;
            Thread.sleep(5);
        }
    }

    /** Advances simulated time; like Storm, only valid inside {@code Time.SimulatedTime}. */
    @Override
    public void advanceClusterTime(int secs) throws InterruptedException {
        advanceClusterTime(secs, 1);
    }

    @Override
    public void advanceClusterTime(int secs, int step) throws InterruptedException {
        if (!Time.isSimulating()) {
            throw new IllegalStateException("Cannot advance cluster time when time is not being simulated.");
        }
        for (int amountLeft = secs; amountLeft > 0; amountLeft -= step) {
            int secsNow = Math.min(step, amountLeft);
            Time.advanceTimeSecs(secsNow);
            cluster.advanceTime(secsNow * 1000L); // ticks, window triggers: whatever fell due, in order
            waitForIdle();
        }
    }

    /** The id given by {@link Builder#withTracked()}, or null for a cluster built without it. */
    @Override
    public String getTrackedId() {
        return trackedId;
    }

    @Override
    public void setLogConfig(String name, LogConfig config) throws TException {
        cluster.setLogConfig(name, config);
    }

    @Override
    public LogConfig getLogConfig(String name) throws TException {
        return cluster.logConfig(name);
    }

    @Override
    public void debug(String name, String component, boolean enable, double samplingPercentage)
        throws NotAliveException, AuthorizationException, TException {
        throw new UnsupportedOperationException("Storm-MC: switching debug at run time is not supported; set "
            + Config.TOPOLOGY_DEBUG + " in the topology or component configuration");
    }

    @Override
    public void setWorkerProfiler(String id, ProfileRequest profileRequest) throws TException {
        throw profilerUnsupported();
    }

    @Override
    public List<ProfileRequest> getComponentPendingProfileActions(String id, String componentId, ProfileAction action)
        throws TException {
        throw profilerUnsupported();
    }

    private static UnsupportedOperationException profilerUnsupported() {
        return new UnsupportedOperationException("Storm-MC has no worker profiler actions; profile the JVM directly "
            + "(JFR, async-profiler)");
    }

    @Override
    public String beginCreateBlob(String key, SettableBlobMeta meta)
        throws AuthorizationException, KeyAlreadyExistsException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public String beginUpdateBlob(String key) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public void uploadBlobChunk(String session, ByteBuffer chunk) throws AuthorizationException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public void finishBlobUpload(String session) throws AuthorizationException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public void cancelBlobUpload(String session) throws AuthorizationException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public ReadableBlobMeta getBlobMeta(String key) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public void setBlobMeta(String key, SettableBlobMeta meta) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public BeginDownloadResult beginBlobDownload(String key) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public ByteBuffer downloadBlobChunk(String session) throws AuthorizationException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public void deleteBlob(String key) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public ListBlobsResult listBlobs(String session) throws TException {
        throw blobStoreUnsupported();
    }

    @Override
    public int getBlobReplication(String key) throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    @Override
    public int updateBlobReplication(String key, int replication)
        throws AuthorizationException, KeyNotFoundException, TException {
        throw blobStoreUnsupported();
    }

    private static UnsupportedOperationException blobStoreUnsupported() {
        return new UnsupportedOperationException("Storm-MC runs in one JVM and has no distributed blob store; "
            + "read files or classpath resources directly");
    }

    @Override
    public void createStateInZookeeper(String key) throws TException {
        throw new UnsupportedOperationException("Storm-MC runs no ZooKeeper");
    }

    @Override
    public String beginFileUpload() throws AuthorizationException, TException {
        throw jarUploadUnsupported();
    }

    @Override
    public void uploadChunk(String location, ByteBuffer chunk) throws AuthorizationException, TException {
        throw jarUploadUnsupported();
    }

    @Override
    public void finishFileUpload(String location) throws AuthorizationException, TException {
        throw jarUploadUnsupported();
    }

    @Override
    public ByteBuffer downloadChunk(String id) throws AuthorizationException, TException {
        throw jarUploadUnsupported();
    }

    private static UnsupportedOperationException jarUploadUnsupported() {
        return new UnsupportedOperationException("Storm-MC runs topologies from this JVM's classpath: there is no jar "
            + "upload or download");
    }

    /**
     * This cluster seen as Storm's Nimbus: a facade whose {@link Nimbus.Iface} calls (submit, kill, summaries, ...)
     * this cluster answers.
     */
    public org.apache.storm.daemon.nimbus.Nimbus getNimbus() {
        return new org.apache.storm.daemon.nimbus.Nimbus(this);
    }

    @Override
    public String getNimbusConf() throws AuthorizationException, TException {
        return Json.write(cluster.daemonConf());
    }

    @Override
    public NimbusSummary getLeader() throws AuthorizationException, TException {
        return cluster.clusterSummary().get_nimbuses().get(0);
    }

    @Override
    public boolean isTopologyNameAllowed(String name) throws AuthorizationException, TException {
        try {
            TopologyValidator.validateName(name);
        } catch (InvalidTopologyException e) {
            return false;
        }
        return cluster.byName(name) == null;
    }

    @Override
    public StormTopology getUserTopology(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.topology(id);
    }

    /**
     * Builds a local cluster the way Storm's tests do. Storm-MC starts no daemons: supervisor and port settings are
     * accepted and ignored, and options that need a Nimbus Thrift server are not supported.
     */
    public static class Builder {
        private final Map<String, Object> daemonConf = new HashMap<>();
        private boolean simulateTime;
        private String trackedId;

        /** Ignored: Storm-MC runs one in-process worker per topology, no supervisors. */
        public Builder withSupervisors(int supervisors) {
            return this;
        }

        /** Ignored: Storm-MC runs one in-process worker per topology, no worker slots. */
        public Builder withPortsPerSupervisor(int portsPerSupervisor) {
            return this;
        }

        public Builder withDaemonConf(Map<String, Object> conf) {
            if (conf != null) {
                daemonConf.putAll(conf);
            }
            return this;
        }

        public Builder withDaemonConf(String key, Object value) {
            daemonConf.put(key, value);
            return this;
        }

        /** Ignored: Storm-MC runs no supervisors, so no worker ports are allocated. */
        public Builder withSupervisorSlotPortMin(Number portMin) {
            return this;
        }

        public Builder withNimbusDaemon() {
            return withNimbusDaemon(true);
        }

        /** Only {@code false} is supported: Storm-MC runs no Nimbus Thrift server. */
        public Builder withNimbusDaemon(Boolean nimbusDaemon) {
            if (Boolean.TRUE.equals(nimbusDaemon)) {
                throw new UnsupportedOperationException("Storm-MC runs no Nimbus Thrift server: a local cluster with a "
                    + "Nimbus daemon is not supported; submit through LocalCluster or NimbusClient's local override");
            }
            return this;
        }

        /** Simulates Storm's clock ({@code Time}) from {@link #build()} until the cluster is closed. */
        public Builder withSimulatedTime() {
            return withSimulatedTime(true);
        }

        public Builder withSimulatedTime(boolean simulateTime) {
            this.simulateTime = simulateTime;
            return this;
        }

        /** Tracks the cluster under {@code trackedId}, for {@code Testing.globalAmt}. */
        public Builder withTracked(String trackedId) {
            this.trackedId = trackedId;
            return this;
        }

        /** Tracks the cluster under a random id. */
        public Builder withTracked() {
            return withTracked(Utils.uuid());
        }

        public LocalCluster build() throws Exception {
            return new LocalCluster(daemonConf, trackedId, simulateTime);
        }
    }

    /** A topology submitted to this cluster; closing it kills the topology at once. */
    public class LocalTopology extends StormTopology implements ILocalTopology {
        private static final long serialVersionUID = 1L;
        private final String topoName;

        public LocalTopology(String topoName, StormTopology topo) {
            super(topo);
            this.topoName = topoName;
        }

        @Override
        public void close() throws TException {
            killTopologyWithOpts(topoName, KILL_NOW);
        }
    }
}

package io.github.stormmc.cluster;

import io.github.stormmc.config.ComponentConfigs;
import io.github.stormmc.config.ConfigValidator;
import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.config.UnappliedKeys;
import io.github.stormmc.json.Json;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.plan.TopologyPlanner;
import io.github.stormmc.timer.SharedTimer;
import io.github.stormmc.worker.Worker;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.Config;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologyInitialStatus;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.utils.ObjectReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Storm-MC's front end, in place of Nimbus: validates a submitted topology, plans it and starts its worker; keeps
 * the topologies by name; answers status queries. Each topology is isolated in its own worker; the cluster shares
 * only one timer thread between them.
 */
public final class InProcessCluster implements AutoCloseable {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(InProcessCluster.class);
    }
    private static final AtomicInteger TOPOLOGY_COUNTER = new AtomicInteger();

    private final Map<String, Object> daemonConf;
    private final Map<String, RunningTopology> byName = new LinkedHashMap<>();
    /** Name to reason, for topologies killed because they could not go on. */
    private final Map<String, String> failures = new java.util.LinkedHashMap<>();
    /**
     * The cluster's one timer. Under Storm's simulated time (a cluster made inside {@code Time.SimulatedTime}, as
     * {@code withSimulatedTimeLocalCluster} does) it has no thread: ticks, window triggers and delayed kills fall due
     * only when {@link #advanceTime} moves it, with the simulated clock.
     */
    private final SharedTimer timer = org.apache.storm.utils.Time.isSimulating() ? SharedTimer.manual()
        : new SharedTimer("stormmc-timer");
    private final long startMillis = System.currentTimeMillis();
    private final LogLevels logLevels = new LogLevels(timer);
    /** Tuple trees still pending when each stopped topology stopped, summed: tuples lost by kills and closes. */
    private long pendingAtStops;
    /** The last stopped topology of each name, whose final counts a run's closing line reports. */
    private final Map<String, RunningTopology> stopped = new LinkedHashMap<>();
    private boolean closed;

    /**
     * @param daemonConfOverrides applied over the layered configuration (defaults.yaml, storm.yaml, -Dstorm.options)
     */
    public InProcessCluster(Map<String, Object> daemonConfOverrides) {
        StartupWarmup.start();
        Map<String, Object> conf = StormConfigLoader.readStormConfig();
        conf.put(Config.STORM_CLUSTER_MODE, "local");
        // Storm's LocalCluster starts a Trident batch every 50 ms, not defaults.yaml's 500 (a cluster's setting).
        conf.put(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS, 50);
        if (daemonConfOverrides != null) {
            conf.putAll(daemonConfOverrides);
        }
        this.daemonConf = conf;
    }

    public Map<String, Object> daemonConf() {
        return daemonConf;
    }

    public RunningTopology submit(String name, Map<String, Object> topoConf, StormTopology topology, SubmitOptions options)
        throws AlreadyAliveException, InvalidTopologyException {
        Map<String, Object> conf = new HashMap<>(daemonConf);
        if (topoConf != null) {
            try {
                ConfigValidator.validateJsonSerializable(topoConf);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Topology conf is not json-serializable: " + e.getMessage(), e);
            }
            conf.putAll(topoConf);
        }
        conf.put(Config.TOPOLOGY_NAME, name);
        try {
            ConfigValidator.validateTopologyConf(conf);
            UnappliedKeys.rejectUnusable(conf);
        } catch (IllegalArgumentException e) {
            throw new InvalidTopologyException("Topology '" + name + "' configuration is invalid: " + e.getMessage());
        }
        warnOfUnappliedKeys(name, conf);
        if (topology != null) {
            ComponentConfigs.mergeKryoSettings(conf, topoConf, daemonConf, topology);
        }
        boolean active = options == null || options.get_initial_status() != TopologyInitialStatus.INACTIVE;
        synchronized (this) {
            checkOpen();
            if (byName.containsKey(name)) {
                throw new AlreadyAliveException(name + " is already alive");
            }
            String id = name + "-" + TOPOLOGY_COUNTER.incrementAndGet() + "-" + (System.currentTimeMillis() / 1000);
            conf.put(Config.STORM_ID, id);
            TopologyPlan plan = TopologyPlanner.plan(id, name, conf, topology);
            Worker worker = Worker.start(plan, timer, active);
            RunningTopology running = new RunningTopology(plan, worker, active ? TopologyStatus.ACTIVE : TopologyStatus.INACTIVE);
            byName.put(name, running);
            worker.failure().onFailure(cause -> failed(running, cause));
            Log.LOG.info("Topology '{}' ({}) started: {} components, {} executors, {} tasks, {}", name, id,
                plan.components().size(), plan.executors().size(), taskCount(plan), active ? "active" : "inactive");
            return running;
        }
    }

    /** One warning per key the configuration sets that Storm-MC cannot apply in one JVM. */
    private static void warnOfUnappliedKeys(String name, Map<String, Object> conf) {
        List<String> warnings = UnappliedKeys.warnings(conf, StormConfigLoader.readDefaultConfig(),
            UnappliedKeys.appliedByLauncher(conf));
        for (String warning : warnings) {
            Log.LOG.warn("Topology '{}': {}", name, warning);
        }
    }

    private static int taskCount(TopologyPlan plan) {
        return plan.executors().stream().mapToInt(ExecutorPlan::taskCount).sum();
    }

    public void activate(String name) throws NotAliveException {
        RunningTopology t = alive(name);
        synchronized (this) {
            if (t.status() == TopologyStatus.KILLED) {
                throw new IllegalStateException("Topology '" + name + "' is being killed and cannot be activated");
            }
            t.setStatus(TopologyStatus.ACTIVE);
            t.worker().activate();
        }
    }

    public void deactivate(String name) throws NotAliveException {
        RunningTopology t = alive(name);
        synchronized (this) {
            if (t.status() == TopologyStatus.KILLED) {
                return;
            }
            t.setStatus(TopologyStatus.INACTIVE);
            t.worker().deactivate();
        }
    }

    /**
     * Kills like Storm: spouts are deactivated at once; the worker is stopped after {@code wait_secs} (default
     * {@code topology.message.timeout.secs}) so in-flight tuples can finish. With a wait of 0 it stops before
     * returning. The name stays taken until the worker has stopped.
     */
    public void kill(String name, KillOptions options) throws NotAliveException {
        RunningTopology t = alive(name);
        int waitSecs = options != null && options.is_set_wait_secs() ? options.get_wait_secs()
            : ObjectReader.getInt(t.plan().conf().get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30);
        synchronized (this) {
            if (t.status() == TopologyStatus.KILLED) {
                return;
            }
            t.setStatus(TopologyStatus.KILLED);
            t.worker().deactivate();
        }
        if (waitSecs <= 0) {
            stopAndRemove(t, 0);
        } else {
            // Stopping waits for the executors (seconds, if user code is slow to return); the shared timer must never
            // block, so it only starts a short-lived thread for that.
            timer.schedule(() -> {
                Thread stopper = new Thread(() -> stopAndRemove(t, 0), "stormmc-kill-" + t.name());
                stopper.setDaemon(true);
                stopper.start();
            }, waitSecs * 1000L);
        }
    }

    /**
     * Sets or removes logger levels as Storm's {@code setLogConfig} does, for the topology with this id (Nimbus
     * takes the id) or name, which must be alive. log4j2 is shared by the whole JVM, so the levels apply to every
     * topology of it.
     */
    public void setLogConfig(String idOrName, org.apache.storm.generated.LogConfig config) throws NotAliveException {
        aliveByIdOrName(idOrName);
        logLevels.apply(config);
    }

    /** The logger levels set through {@link #setLogConfig} and still in force. */
    public org.apache.storm.generated.LogConfig logConfig(String idOrName) throws NotAliveException {
        aliveByIdOrName(idOrName);
        return logLevels.current();
    }

    private RunningTopology aliveByIdOrName(String idOrName) throws NotAliveException {
        RunningTopology t = byIdOrName(idOrName);
        if (t == null) {
            throw new NotAliveException(idOrName);
        }
        return t;
    }

    /** A topology by id or, failing that, by name (the REST API and the command line accept either); null if none. */
    public synchronized RunningTopology byIdOrName(String idOrName) {
        RunningTopology t = byId(idOrName);
        return t != null ? t : byName.get(idOrName);
    }

    /**
     * A topology that cannot go on is killed at once, loudly, and remembered with its reason for the launcher's exit
     * code. Called on the failing executor's thread (or at submit): stopping joins the executors, so another thread
     * does it.
     */
    private void failed(RunningTopology t, io.github.stormmc.executor.TopologyFailure.Cause cause) {
        Log.LOG.error("Topology '{}' ({}) failed and is being killed: {}", t.name(), t.id(), cause.reason(),
            cause.error());
        synchronized (this) {
            failures.put(t.name(), cause.reason());
            if (t.status() == TopologyStatus.KILLED) {
                return;
            }
            t.setStatus(TopologyStatus.KILLED);
            t.worker().deactivate();
        }
        Thread stopper = new Thread(() -> stopAndRemove(t, 0), "stormmc-fail-" + t.name());
        stopper.setDaemon(true);
        stopper.start();
    }

    /**
     * Simulated time moved forward: runs, on the calling thread and in time order, the timer's work that fell due
     * (ticks, window triggers). A no-op for a cluster on real time.
     */
    public void advanceTime(long millis) {
        if (timer.isManual()) {
            timer.advance(millis);
        }
    }

    /** Topology info of the topologies stopped so far (the last of each name), with their final counts. */
    public List<TopologyInfo> stoppedInfos() {
        List<RunningTopology> list;
        synchronized (this) {
            list = new ArrayList<>(stopped.values());
        }
        List<TopologyInfo> infos = new ArrayList<>();
        list.forEach(t -> infos.add(TopologyReports.info(t)));
        return infos;
    }

    /** Tuple trees that were still pending (neither acked nor failed) when the topologies stopped so far stopped. */
    public synchronized long pendingAtStops() {
        return pendingAtStops;
    }

    /**
     * Stops every topology as a kill with its default wait does (spouts deactivated, up to
     * {@code topology.message.timeout.secs} for the tuples in flight), but each as soon as nothing of it is in flight
     * any more; then closes the cluster. How a signalled launcher run ends.
     */
    public void drainAndClose() {
        List<RunningTopology> running = topologies();
        Map<RunningTopology, Long> deadlines = new LinkedHashMap<>();
        long now = System.currentTimeMillis();
        synchronized (this) {
            for (RunningTopology t : running) {
                t.setStatus(TopologyStatus.KILLED);
                t.worker().deactivate();
                deadlines.put(t, now + 1000L * ObjectReader.getInt(
                    t.plan().conf().get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30));
            }
        }
        long drainMillis = ObjectReader.getInt(daemonConf.get(StormMcConfig.SHUTDOWN_DRAIN_MILLIS), 1000);
        while (!deadlines.isEmpty()) {
            deadlines.entrySet().removeIf(e -> {
                Worker w = e.getKey().worker();
                if (w.pendingTrees() == 0 && w.queuesEmpty() || System.currentTimeMillis() >= e.getValue()) {
                    stopAndRemove(e.getKey(), drainMillis);
                    return true;
                }
                return false;
            });
            if (!deadlines.isEmpty()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        close();
    }

    /** Topologies that failed (name to reason) since this cluster started. */
    public synchronized Map<String, String> failures() {
        return new java.util.LinkedHashMap<>(failures);
    }

    private void stopAndRemove(RunningTopology t, long drainMillis) {
        t.worker().shutdown(drainMillis);
        synchronized (this) {
            if (byName.remove(t.name(), t)) {
                pendingAtStops += t.worker().pendingAtStop();
                stopped.put(t.name(), t);
            }
        }
        Log.LOG.info("Topology '{}' ({}) stopped", t.name(), t.id());
    }

    public synchronized List<RunningTopology> topologies() {
        return new ArrayList<>(byName.values());
    }

    public synchronized RunningTopology byName(String name) {
        return byName.get(name);
    }

    public synchronized RunningTopology byId(String id) {
        for (RunningTopology t : byName.values()) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        return null;
    }

    private RunningTopology alive(String name) throws NotAliveException {
        RunningTopology t = byName(name);
        if (t == null) {
            throw new NotAliveException(name);
        }
        return t;
    }

    private RunningTopology aliveById(String id) throws NotAliveException {
        RunningTopology t = byId(id);
        if (t == null) {
            throw new NotAliveException(id);
        }
        return t;
    }

    public ClusterSummary clusterSummary() {
        return TopologyReports.cluster(topologies(), startMillis);
    }

    public List<TopologySummary> topologySummaries() {
        List<TopologySummary> result = new ArrayList<>();
        topologies().forEach(t -> result.add(TopologyReports.summary(t)));
        return result;
    }

    public TopologySummary topologySummaryById(String id) throws NotAliveException {
        return TopologyReports.summary(aliveById(id));
    }

    public TopologySummary topologySummaryByName(String name) throws NotAliveException {
        return TopologyReports.summary(alive(name));
    }

    public TopologyInfo topologyInfoById(String id) throws NotAliveException {
        return TopologyReports.info(aliveById(id));
    }

    public TopologyInfo topologyInfoByName(String name) throws NotAliveException {
        return TopologyReports.info(alive(name));
    }

    public String topologyConfJson(String id) throws NotAliveException {
        return Json.write(aliveById(id).plan().conf());
    }

    public StormTopology topology(String id) throws NotAliveException {
        return aliveById(id).plan().topology();
    }

    /** Stops every topology (deactivate, drain briefly, cleanup/close once per task) and the timer. Idempotent. */
    @Override
    public void close() {
        List<RunningTopology> running;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            running = new ArrayList<>(byName.values());
        }
        long drainMillis = ObjectReader.getInt(daemonConf.get(StormMcConfig.SHUTDOWN_DRAIN_MILLIS), 1000);
        running.forEach(t -> t.worker().deactivate());
        for (RunningTopology t : running) {
            stopAndRemove(t, drainMillis);
        }
        logLevels.resetAll();
        timer.shutdown();
    }

    public synchronized boolean isClosed() {
        return closed;
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("This Storm-MC cluster has been closed");
        }
    }
}

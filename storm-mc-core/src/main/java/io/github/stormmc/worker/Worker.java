package io.github.stormmc.worker;

import io.github.stormmc.executor.Executor;
import io.github.stormmc.executor.ExecutorEnvironment;
import io.github.stormmc.executor.WaitStrategies;
import io.github.stormmc.metrics.BuiltinV2Metrics;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import io.github.stormmc.timer.SharedTimer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.utils.ObjectReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The single in-process worker of one topology: one receive queue and one thread per executor, the topology's tick
 * schedule, its worker hooks and its resources. Lifecycle: {@link #start} → activate/deactivate → {@link #shutdown}.
 */
public final class Worker {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(Worker.class);
    }
    static final int WORKER_PORT = 1024;
    private static final long INIT_WAIT_MILLIS = 30_000L;
    private static final long STOP_WAIT_MILLIS = 10_000L;

    private final TopologyPlan plan;
    /** Executor threads switched to SCHED_BATCH, once known ({@code stormmc.executor.thread.policy}). */
    private CompletableFuture<Integer> threadPolicy = CompletableFuture.completedFuture(0);
    private final ErrorLog errors;
    private final ExecutorEnvironment env;
    private final List<Executor> executors = new ArrayList<>();
    private final WorkerResources resources;
    private final WorkerHooks hooks;
    private final long startMillis = System.currentTimeMillis();
    private TickScheduler ticks;
    private MetricsSchedule metricsSchedule;
    private SharedTimer.Handle watchdog;
    private BuiltinV2Metrics builtinV2;
    private io.github.stormmc.metrics.V2Reporters reporters;
    private boolean stopped;

    private Worker(TopologyPlan plan, SharedTimer timer, boolean active) {
        this.plan = plan;
        this.errors = new ErrorLog(plan.name(), "localhost", WORKER_PORT,
            ObjectReader.getInt(plan.conf().get(io.github.stormmc.config.StormMcConfig.ERROR_LOG_INTERVAL_MILLIS), 10_000),
            ObjectReader.getInt(plan.conf().get(io.github.stormmc.config.StormMcConfig.ERROR_LOG_QUIET_MILLIS), 300_000),
            System::nanoTime, timer);
        this.resources = new WorkerResources(plan);
        ReceiveQueue[] queueByTask = new ReceiveQueue[plan.maxTaskId() + 1];
        List<ReceiveQueue> queues = new ArrayList<>();
        List<Integer> workerTasks = new ArrayList<>();
        for (ExecutorPlan ep : plan.executors()) {
            var conf = plan.component(ep.componentId()).conf();
            int size = io.github.stormmc.config.ReceiveQueueSize.of(conf);
            // A chained executor's queue wakes its host, whatever the host's wait strategy (ReceiveQueue.adoptConsumer).
            boolean chained = plan.chaining().hostOf(ep) != null;
            ReceiveQueue queue = new ReceiveQueue(plan.name() + "-" + ep.name(), size,
                chained || WaitStrategies.needsWakeUp(conf));
            queues.add(queue);
            for (int t = ep.firstTask(); t <= ep.lastTask(); t++) {
                queueByTask[t] = queue;
                workerTasks.add(t);
            }
        }
        StormMetricRegistry metricRegistry = new StormMetricRegistry();
        metricRegistry.bindWorker(io.github.stormmc.metrics.WorkerHost.names(plan.topologyId(), WORKER_PORT));
        this.env = new ExecutorEnvironment(plan, queueByTask, errors, Collections.unmodifiableList(workerTasks),
            resources.defaultResources(), new ConcurrentHashMap<>(), new HashMap<>(), metricRegistry,
            resources.codeDir(), resources.pidDir(), WORKER_PORT, timer, active);
        this.hooks = new WorkerHooks(plan, env);
        Map<ExecutorPlan, Executor> byPlan = new HashMap<>();
        for (int i = 0; i < plan.executors().size(); i++) {
            Executor e = Executor.create(plan.executors().get(i), env, queues.get(i));
            executors.add(e);
            byPlan.put(e.plan(), e);
        }
        for (Executor e : executors) {
            ExecutorPlan host = plan.chaining().hostOf(e.plan());
            if (host != null) {
                e.chainInto(byPlan.get(host));
            }
        }
    }

    /** Creates the worker, runs worker hooks, starts every executor and waits until their tasks are prepared. */
    public static Worker start(TopologyPlan plan, SharedTimer timer, boolean active) {
        Worker worker = new Worker(plan, timer, active);
        try {
            worker.startAll(timer);
        } catch (RuntimeException | Error e) {
            worker.shutdown(0); // leave no thread behind a failed start
            throw e;
        }
        return worker;
    }

    private void startAll(SharedTimer timer) {
        Worker worker = this;
        // Logging is initialised before any worker hook or task runs, as in a Storm worker: no user thread may log
        // while log4j2 is still starting (its loggers would drop events until the configuration is in place).
        // Usually already done by now; loggers are otherwise created lazily to keep log4j2 off the submit path.
        Log.LOG.isDebugEnabled();
        worker.hooks.start();
        worker.executors.forEach(Executor::start);
        worker.awaitInitialized();
        if (plan.batchScheduling()) {
            List<Long> tids = new ArrayList<>();
            worker.executors.forEach(e -> tids.add(e.nativeThreadId()));
            worker.threadPolicy = BatchScheduling.apply(plan.name(), tids);
        }
        GeneralTopologyContext tickContext = new GeneralTopologyContext(plan.topology(), plan.conf(),
            plan.taskToComponent(), plan.componentToSortedTasks(), plan.allStreamFields(), plan.topologyId());
        worker.ticks = new TickScheduler(plan, timer, tickContext, worker.env::queueOf);
        worker.metricsSchedule = new MetricsSchedule(plan, timer, worker.executors, worker.env.registeredMetrics());
        long stuckMillis = 1000L * org.apache.storm.utils.ObjectReader.getInt(
            plan.conf().get(io.github.stormmc.config.StormMcConfig.STUCK_REPORT_SECS), 30);
        if (stuckMillis > 0) {
            long period = StuckCallbackWatchdog.periodMillis(stuckMillis);
            worker.watchdog = timer.scheduleAtFixedRate(new StuckCallbackWatchdog(worker.executors, stuckMillis),
                period, period);
        }
        if (BuiltinV2Metrics.wanted(plan.conf())) {
            java.util.List<Integer> ackers = plan.componentToSortedTasks().get(
                io.github.stormmc.plan.SystemComponents.ACKER_COMPONENT_ID);
            Integer ackerTask = ackers == null || ackers.isEmpty()
                || !io.github.stormmc.ack.AckingMode.of(plan.conf()).tracking() ? null : ackers.get(0);
            worker.builtinV2 = new BuiltinV2Metrics(worker.env.metricRegistry(), timer, plan.conf(), ackerTask,
                worker.errors::reported);
            for (Executor e : worker.executors) {
                if (!TopologyPlan.isSystem(e.plan().componentId())) {
                    worker.builtinV2.addExecutor(e.plan().componentId(), e.plan().firstTask(), e.plan().lastTask(),
                        e.isSpout(), e.stats(), e.queue());
                }
            }
        }
        worker.reporters = new io.github.stormmc.metrics.V2Reporters(plan.conf(), worker.env.metricRegistry());
    }

    private void awaitInitialized() {
        long deadline = System.currentTimeMillis() + INIT_WAIT_MILLIS;
        for (Executor e : executors) {
            try {
                long left = Math.max(0, deadline - System.currentTimeMillis());
                if (!e.awaitInitialized(left, TimeUnit.MILLISECONDS)) {
                    Log.LOG.warn("Topology '{}': {} is still in prepare/open after {} ms; not waiting for it",
                        plan.name(), e.plan().name(), INIT_WAIT_MILLIS);
                }
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Completes with how many executor threads were switched to SCHED_BATCH (0 with the policy "normal"). */
    public CompletableFuture<Integer> threadPolicyApplied() {
        return threadPolicy;
    }

    public TopologyPlan plan() {
        return plan;
    }

    public List<Executor> executors() {
        return Collections.unmodifiableList(executors);
    }

    /** The worker's metrics v2 registry: its tasks' own metrics and, when wanted, the built-in ones. */
    public StormMetricRegistry metricRegistry() {
        return env.metricRegistry();
    }

    public ErrorLog errors() {
        return errors;
    }

    /** Where the executors say this topology cannot go on. */
    public io.github.stormmc.executor.TopologyFailure failure() {
        return env.failure();
    }

    public long startMillis() {
        return startMillis;
    }

    public boolean isActive() {
        return env.isActive();
    }

    public void activate() {
        env.setActive(true);
        executors.stream().filter(Executor::isSpout).forEach(Executor::wake);
    }

    public void deactivate() {
        env.setActive(false);
        executors.stream().filter(Executor::isSpout).forEach(Executor::wake);
    }

    /**
     * Stops the topology: deactivates spouts, lets queued tuples drain for up to {@code drainMillis}, then stops every
     * executor (each calls cleanup/close on its own tasks) and waits for its thread. Idempotent.
     */
    private volatile int pendingAtStop;

    public synchronized void shutdown(long drainMillis) {
        if (stopped) {
            return;
        }
        stopped = true;
        deactivate();
        drain(drainMillis);
        pendingAtStop = pendingTrees();
        if (ticks != null) {
            ticks.cancel();
        }
        if (metricsSchedule != null) {
            metricsSchedule.cancel();
        }
        if (watchdog != null) {
            watchdog.cancel();
        }
        env.markStopping();
        executors.forEach(e -> e.queue().wakeProducers()); // producers parked on full queues see the stop at once
        executors.forEach(Executor::requestStop);
        long deadline = System.currentTimeMillis() + STOP_WAIT_MILLIS;
        for (Executor e : executors) {
            if (!e.isStarted()) {
                continue; // a failed start never reached this executor
            }
            try {
                if (!e.awaitTermination(Math.max(0, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS)) {
                    Log.LOG.warn("Topology '{}': {} did not stop within {} ms; interrupting it", plan.name(),
                        e.plan().name(), STOP_WAIT_MILLIS);
                    e.interrupt();
                    e.awaitTermination(2, TimeUnit.SECONDS);
                }
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        errors.close(); // logs the counted lines still owed
        hooks.shutdown();
        if (builtinV2 != null) {
            builtinV2.close();
        }
        if (reporters != null) {
            reporters.close();
        }
        resources.close();
    }

    private void drain(long drainMillis) {
        long deadline = System.currentTimeMillis() + drainMillis;
        while (System.currentTimeMillis() < deadline) {
            if (queuesEmpty()) {
                return;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Whether nothing is in flight: every receive queue empty, no executor holding unpublished output, no spout with
     * undelivered acks or fails (racy).
     */
    /** Tuple trees of this topology's spouts still waiting for their acks (racy while it runs). */
    public int pendingTrees() {
        return executors.stream().mapToInt(Executor::pendingTrees).sum();
    }

    /** The trees still pending when {@link #shutdown} stopped the executors: tuples neither acked nor failed. */
    public int pendingAtStop() {
        return pendingAtStop;
    }

    public boolean queuesEmpty() {
        return executors.stream().allMatch(e -> e.queue().population() == 0 && !e.hasWorkInHand());
    }

    /** Racy per-executor statistics, in executor order. */
    public List<ExecutorStats> stats() {
        List<ExecutorStats> result = new ArrayList<>(executors.size());
        executors.forEach(e -> result.add(e.stats()));
        return result;
    }

    /** Used by tests and the status page: the worker context of this topology. */
    public WorkerTopologyContext workerContext() {
        return new WorkerTopologyContext(plan.topology(), plan.conf(), plan.taskToComponent(),
            plan.componentToSortedTasks(), plan.componentToStreamToFields(), plan.topologyId(), resources.codeDir(),
            resources.pidDir(), WORKER_PORT, env.workerTasks(), resources.defaultResources(), env.userResources());
    }
}

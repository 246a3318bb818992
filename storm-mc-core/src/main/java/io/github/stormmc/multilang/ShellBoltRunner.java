package io.github.stormmc.multilang;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.multilang.BoltMsg;
import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.ShellLogHandler;
import org.apache.storm.utils.ShellProcess;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine of one {@code ShellBolt} task. {@code execute} only queues the tuple for the subprocess (blocking while
 * {@code topology.shellbolt.max.pending} tuples wait); a writer thread sends queued messages; a reader thread handles
 * what the subprocess sends (emits, acks, fails, logs, errors, metrics) under the component's collector lock; a
 * heartbeat thread sends a heartbeat tuple every second and declares the subprocess hung when it has sent nothing for
 * the subprocess timeout.
 *
 * <p>When the subprocess dies, hangs or breaks the protocol, the failure is logged and reported once with the
 * command, exit code and last stderr lines, the tuples it still held are failed (so reliable spouts replay them), and
 * the next {@code execute} throws: the fault policy then restarts the task, whose fresh copy starts a new subprocess.
 */
public final class ShellBoltRunner {
    static final long HEARTBEAT_PERIOD_MILLIS = 1000;
    /** The stream of heartbeat tuples, as Storm's {@code ShellBolt.HEARTBEAT_STREAM_ID}. */
    public static final String HEARTBEAT_STREAM = "__heartbeat";
    private static final Logger LOG = LoggerFactory.getLogger(ShellBoltRunner.class);
    private static final long JOIN_MILLIS = 2000;
    private static final long DEATH_REPORT_WAIT_MILLIS = 10_000;

    private final String[] command;
    private final Map<String, Object> conf;
    private final TopologyContext context;
    private final OutputCollector collector;
    private final Object collectorLock;
    private final ShellProcess process;
    private final BoltOutbox outbox;
    private final long timeoutMillis;
    private final String threadSuffix;
    private final Map<String, Tuple> pending = new ConcurrentHashMap<>();
    private final AtomicLong nextId = new AtomicLong();
    private final AtomicBoolean dying = new AtomicBoolean();
    private final CountDownLatch deathReported = new CountDownLatch(1);
    private volatile SubprocessFailedException death;
    private volatile long lastHeardNanos;
    private volatile boolean stopping;
    private volatile String lastReportedError;
    private final ShellLaunch launch;
    private final Class<?> owner;
    private ShellLogHandler logHandler;
    private Thread reader;
    private Thread writer;
    private ScheduledExecutorService heartbeats;

    public ShellBoltRunner(ShellLaunch launch, Class<?> owner, Map<String, Object> conf, TopologyContext context,
                           OutputCollector collector) {
        this.launch = launch;
        this.owner = owner;
        String[] command = launch.command();
        this.command = command;
        this.conf = conf;
        this.context = context;
        this.collector = collector;
        this.collectorLock = ComponentLocks.of(context);
        this.process = new ShellProcess(command);
        this.outbox = new BoltOutbox(MultilangSettings.maxPending(conf));
        this.timeoutMillis = MultilangSettings.timeoutMillis(conf);
        this.threadSuffix = context.getThisComponentId() + "-" + context.getThisTaskId();
    }

    /** Launches and handshakes the subprocess and starts the reader, writer and heartbeat threads. */
    public void start() {
        try {
            launch(launch.env(), launch.changeDirectory());
        } catch (RuntimeException e) {
            stop(); // no subprocess or thread may outlive a failed prepare
            throw e;
        }
    }

    private void launch(Map<String, String> env, boolean changeDirectory) {
        process.setEnv(env);
        process.launch(conf, context, changeDirectory);
        logHandler = MultilangSettings.logHandler(conf);
        logHandler.setUpContext(owner, process, context);
        lastHeardNanos = System.nanoTime();
        reader = startThread("stormmc-shell-reader-", this::readLoop);
        writer = startThread("stormmc-shell-writer-", this::writeLoop);
        heartbeats = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "stormmc-shell-heartbeat-" + threadSuffix);
            t.setDaemon(true);
            return t;
        });
        heartbeats.scheduleAtFixedRate(this::heartbeat, HEARTBEAT_PERIOD_MILLIS, HEARTBEAT_PERIOD_MILLIS,
            TimeUnit.MILLISECONDS);
    }

    private Thread startThread(String prefix, Runnable body) {
        Thread t = new Thread(body, prefix + threadSuffix);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Queues a tuple for the subprocess; throws the subprocess's failure once it has died. */
    public void execute(Tuple input) {
        throwIfDead();
        String id = Long.toString(nextId.incrementAndGet());
        BoltMsg msg = new BoltMsg();
        msg.setId(id);
        msg.setComp(input.getSourceComponent());
        msg.setStream(input.getSourceStreamId());
        msg.setTask(input.getSourceTask());
        msg.setTuple(input.getValues());
        pending.put(id, input);
        boolean queued;
        try {
            queued = outbox.putTuple(msg);
        } catch (InterruptedException e) {
            pending.remove(id);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while queueing a tuple for the subprocess of component '"
                + context.getThisComponentId() + "'", e);
        }
        if (!queued) {
            pending.remove(id); // the caller fails it when execute throws
            throwIfDead();
            throw new IllegalStateException("The shell bolt of component '" + context.getThisComponentId()
                + "' is stopped");
        }
    }

    private void throwIfDead() {
        if (!dying.get()) {
            return;
        }
        try {
            deathReported.await(DEATH_REPORT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        SubprocessFailedException failure = death;
        throw failure != null ? new SubprocessFailedException(failure.getMessage(), failure.getCause())
            : new SubprocessFailedException("The subprocess of component '" + context.getThisComponentId()
                + "' failed", null);
    }

    private void readLoop() {
        while (!stopping && !dying.get()) {
            ShellMsg msg;
            try {
                msg = process.readShellMsg();
            } catch (IOException | RuntimeException e) {
                if (!stopping) {
                    die("its output ended or could not be read (" + e.getMessage() + ")", e, false);
                }
                return;
            }
            lastHeardNanos = System.nanoTime();
            try {
                handle(msg);
            } catch (RuntimeException e) {
                die("its message " + msg + " could not be handled: " + e.getMessage(), e, true);
                return;
            }
        }
    }

    private void handle(ShellMsg msg) {
        String cmd = msg.getCommand();
        if (cmd == null) {
            throw new IllegalArgumentException("the message has no \"command\"");
        }
        switch (cmd) {
            case "sync" -> {
                // a heartbeat answer: hearing from the subprocess at all is what counts
            }
            case "ack" -> {
                Tuple input = takePending(msg);
                synchronized (collectorLock) {
                    collector.ack(input);
                }
            }
            case "fail" -> {
                Tuple input = takePending(msg);
                synchronized (collectorLock) {
                    collector.fail(input);
                }
            }
            case "error" -> {
                lastReportedError = msg.getMsg();
                synchronized (collectorLock) {
                    collector.reportError(new Exception("Shell Process Exception: " + msg.getMsg()));
                }
            }
            case "log" -> logHandler.log(msg);
            case "emit" -> emit(msg);
            case "metrics" -> ShellMetrics.update(context, msg);
            default -> throw new IllegalArgumentException("unknown command '" + cmd + "'");
        }
    }

    private Tuple takePending(ShellMsg msg) {
        String id = String.valueOf(msg.getId());
        Tuple input = pending.remove(id);
        if (input == null) {
            throw new IllegalStateException(msg.getCommand() + " of tuple id " + id
                + ", which was never sent or was already acked or failed");
        }
        return input;
    }

    private void emit(ShellMsg msg) {
        String stream = msg.getStream() == null ? Utils.DEFAULT_STREAM_ID : msg.getStream();
        List<Tuple> anchors = new ArrayList<>(msg.getAnchors().size());
        for (String anchorId : msg.getAnchors()) {
            Tuple anchor = pending.get(anchorId);
            if (anchor == null) {
                throw new IllegalStateException("emit anchored to tuple id " + anchorId
                    + ", which was never sent or was already acked or failed");
            }
            anchors.add(anchor);
        }
        synchronized (collectorLock) {
            if (msg.getTask() == 0) {
                List<Integer> taskIds = collector.emit(stream, anchors, msg.getTuple());
                if (msg.areTaskIdsNeeded()) {
                    outbox.putTaskIds(taskIds);
                }
            } else {
                collector.emitDirect((int) msg.getTask(), stream, anchors, msg.getTuple());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void writeLoop() {
        while (true) {
            Object next;
            try {
                next = outbox.take();
            } catch (InterruptedException e) {
                return;
            }
            if (next == null) {
                return;
            }
            try {
                if (next instanceof BoltMsg msg) {
                    process.writeBoltMsg(msg);
                } else {
                    process.writeTaskIds((List<Integer>) next);
                }
            } catch (IOException | RuntimeException e) {
                if (!stopping) {
                    die("writing to its stdin failed (" + e.getMessage() + ")", e, false);
                }
                return;
            }
        }
    }

    private void heartbeat() {
        try {
            if (stopping || dying.get()) {
                return;
            }
            long silentMillis = (System.nanoTime() - lastHeardNanos) / 1_000_000L;
            if (silentMillis > timeoutMillis) {
                die("it sent nothing for " + silentMillis + " ms, longer than the subprocess timeout of "
                    + timeoutMillis + " ms (topology.subprocess.timeout.secs, else supervisor.worker.timeout.secs), "
                    + "so it was considered hung and killed", null, true);
                return;
            }
            BoltMsg beat = new BoltMsg();
            beat.setId("-1");
            beat.setStream(HEARTBEAT_STREAM);
            beat.setTask(-1);
            beat.setTuple(List.of());
            outbox.putHeartbeat(beat);
        } catch (RuntimeException e) {
            LOG.error("Heartbeat of the subprocess of component '{}' failed", context.getThisComponentId(), e);
        }
    }

    /** The first failure wins: it is described, logged, reported, and the subprocess's tuples are failed. */
    private void die(String reason, Throwable cause, boolean kill) {
        if (stopping || !dying.compareAndSet(false, true)) {
            return;
        }
        outbox.close();
        if (kill) {
            process.destroy();
        } else {
            Subprocesses.awaitExit(process);
        }
        SubprocessFailedException failure = new SubprocessFailedException(Subprocesses.describe(
            context.getThisComponentId(), context.getThisTaskId(), command, process, reason, lastReportedError), cause);
        death = failure;
        deathReported.countDown();
        synchronized (collectorLock) {
            // reported (and so logged) at once, not only when the next execute throws: no tuple may ever come
            collector.reportError(failure);
            for (String id : new ArrayList<>(pending.keySet())) {
                Tuple input = pending.remove(id); // atomic: an ack racing with this either wins or finds nothing
                if (input != null) {
                    collector.fail(input);
                }
            }
        }
        process.destroy();
    }

    /** Stops the threads and kills the subprocess; the bolt's cleanup. */
    public void stop() {
        stopping = true;
        outbox.close();
        if (heartbeats != null) {
            heartbeats.shutdownNow();
        }
        process.destroy();
        join(reader);
        join(writer);
        if (heartbeats != null) {
            try {
                heartbeats.awaitTermination(JOIN_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void join(Thread t) {
        if (t == null) {
            return;
        }
        try {
            t.join(JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

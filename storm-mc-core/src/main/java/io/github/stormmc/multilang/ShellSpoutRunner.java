package io.github.stormmc.multilang;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.multilang.SpoutMsg;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.utils.ShellLogHandler;
import org.apache.storm.utils.ShellProcess;
import org.apache.storm.utils.Utils;

/**
 * The engine of one {@code ShellSpout} task. The protocol is synchronous: each spout callback sends one command and
 * handles the subprocess's emits, logs, errors and metrics until it answers {@code sync}, all on the spout's executor
 * thread. A watchdog kills a subprocess that has not answered a command within the subprocess timeout; a dead, hung
 * or misbehaving subprocess makes the callback throw a report with the command, exit code and last stderr lines,
 * and the fault policy restarts the task with a fresh copy and a new subprocess.
 */
public final class ShellSpoutRunner {
    static final long WATCHDOG_PERIOD_MILLIS = 1000;

    private final String[] command;
    private final Map<String, Object> conf;
    private final TopologyContext context;
    private final SpoutOutputCollector collector;
    private final ShellProcess process;
    private final long timeoutMillis;
    /** When the command in progress was sent (nanoTime), or 0 when none is. */
    private volatile long commandSentNanos;
    private volatile String hung;
    private String lastReportedError;
    private SubprocessFailedException death;
    private final ShellLaunch launch;
    private final Class<?> owner;
    private ShellLogHandler logHandler;
    private ScheduledExecutorService watchdog;

    public ShellSpoutRunner(ShellLaunch launch, Class<?> owner, Map<String, Object> conf, TopologyContext context,
                            SpoutOutputCollector collector) {
        this.launch = launch;
        this.owner = owner;
        String[] command = launch.command();
        this.command = command;
        this.conf = conf;
        this.context = context;
        this.collector = collector;
        this.process = new ShellProcess(command);
        this.timeoutMillis = MultilangSettings.timeoutMillis(conf);
    }

    public void start() {
        try {
            process.setEnv(launch.env());
            process.launch(conf, context, launch.changeDirectory());
            logHandler = MultilangSettings.logHandler(conf);
            logHandler.setUpContext(owner, process, context);
            watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "stormmc-shell-watchdog-" + context.getThisComponentId() + "-"
                    + context.getThisTaskId());
                t.setDaemon(true);
                return t;
            });
            watchdog.scheduleAtFixedRate(this::checkHung, WATCHDOG_PERIOD_MILLIS, WATCHDOG_PERIOD_MILLIS,
                TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            stop();
            throw e;
        }
    }

    /** Sends one command ({@code next}, {@code ack}, {@code fail}, {@code activate}, {@code deactivate}). */
    public void command(String name, Object id) {
        if (death != null) {
            throw new SubprocessFailedException(death.getMessage(), death.getCause());
        }
        SpoutMsg msg = new SpoutMsg();
        msg.setCommand(name);
        msg.setId(id);
        commandSentNanos = System.nanoTime();
        try {
            process.writeSpoutMsg(msg);
            while (true) {
                ShellMsg reply = process.readShellMsg();
                if ("sync".equals(reply.getCommand())) {
                    return;
                }
                try {
                    handle(reply);
                } catch (RuntimeException e) {
                    throw fail("its message " + reply + " could not be handled: " + e.getMessage(), e, true);
                }
            }
        } catch (IOException e) {
            String why = hung != null ? hung : "its stdin or stdout broke while handling '" + name + "' ("
                + e.getMessage() + ")";
            throw fail(why, e, hung != null);
        } finally {
            commandSentNanos = 0;
        }
    }

    private void handle(ShellMsg msg) throws IOException {
        String cmd = msg.getCommand();
        if (cmd == null) {
            throw new IllegalArgumentException("the message has no \"command\"");
        }
        switch (cmd) {
            case "emit" -> emit(msg);
            case "log" -> logHandler.log(msg);
            case "error" -> {
                lastReportedError = msg.getMsg();
                collector.reportError(new Exception("Shell Process Exception: " + msg.getMsg()));
            }
            case "metrics" -> ShellMetrics.update(context, msg);
            default -> throw new IllegalArgumentException("unknown command '" + cmd + "' for a spout");
        }
    }

    private void emit(ShellMsg msg) throws IOException {
        String stream = msg.getStream() == null ? Utils.DEFAULT_STREAM_ID : msg.getStream();
        if (msg.getTask() == 0) {
            List<Integer> taskIds = collector.emit(stream, msg.getTuple(), msg.getId());
            if (msg.areTaskIdsNeeded()) {
                process.writeTaskIds(taskIds);
            }
        } else {
            collector.emitDirect((int) msg.getTask(), stream, msg.getTuple(), msg.getId());
        }
    }

    private void checkHung() {
        long sent = commandSentNanos;
        if (sent == 0 || hung != null) {
            return;
        }
        long waitedMillis = (System.nanoTime() - sent) / 1_000_000L;
        if (waitedMillis > timeoutMillis) {
            hung = "it did not answer a command for " + waitedMillis + " ms, longer than the subprocess timeout of "
                + timeoutMillis + " ms (topology.subprocess.timeout.secs, else supervisor.worker.timeout.secs), "
                + "so it was considered hung and killed";
            process.destroy(); // unblocks the executor thread's read
        }
    }

    private SubprocessFailedException fail(String reason, Throwable cause, boolean kill) {
        if (kill) {
            process.destroy();
        } else {
            Subprocesses.awaitExit(process);
        }
        death = new SubprocessFailedException(Subprocesses.describe(context.getThisComponentId(),
            context.getThisTaskId(), command, process, reason, lastReportedError), cause);
        process.destroy();
        return death; // thrown from the spout callback: the fault policy reports it and restarts the task
    }

    /** Stops the watchdog and kills the subprocess; the spout's close. */
    public void stop() {
        if (watchdog != null) {
            watchdog.shutdownNow();
        }
        process.destroy();
        if (watchdog != null) {
            try {
                watchdog.awaitTermination(WATCHDOG_PERIOD_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

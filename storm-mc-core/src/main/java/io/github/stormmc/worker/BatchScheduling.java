package io.github.stormmc.worker;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts executor threads under Linux's {@code SCHED_BATCH} ({@code stormmc.executor.thread.policy: batch}).
 *
 * <p>Why: under the default policy a thread that is woken preempts the thread running on its CPU. Every time a producer
 * publishes to a parked consumer it is switched out for it, and when executors outnumber cores this ping-pong is
 * most of the context switches (WordCount at p=4 on two cores: 7-9 per 1,000 words, against 3 under SCHED_BATCH).
 * A woken {@code SCHED_BATCH} thread waits for the running one to park or use up its slice instead; on an idle CPU it
 * runs at once, so latency with cores to spare is unchanged. Switching between the two policies needs no privilege.
 *
 * <p>How: Java has no API for a thread's policy, so util-linux's {@code chrt} sets it, for every executor thread, from
 * one shell started once the executors run (about a millisecond on the submit path; nothing waits for it, and the
 * threads run their first milliseconds under the default policy). The JDK's own "process reaper" thread collects
 * the shell. Where {@code sh} or {@code chrt} is missing, or on another
 * OS, the threads keep the default policy and the log says so once.
 */
final class BatchScheduling {
    /** Created on first use: a logger made at class initialisation would start log4j2 before the first tuple. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(BatchScheduling.class);
    }
    private static final AtomicBoolean WARNED = new AtomicBoolean();
    /** Sets SCHED_BATCH (priority 0) on each tid given as an argument; prints how many it changed. */
    private static final String SCRIPT = "n=0; for t do chrt -b -p 0 \"$t\" >/dev/null 2>&1 && n=$((n+1)); done; echo $n";

    private BatchScheduling() {
    }

    /**
     * Switches the given threads to SCHED_BATCH in the background.
     *
     * @param tids Linux thread ids; non-positive ones (unknown) are skipped
     * @return completes with the number of threads switched (0 when nothing could be done), never exceptionally
     */
    static CompletableFuture<Integer> apply(String topology, List<Long> tids) {
        List<String> args = new ArrayList<>(List.of("sh", "-c", SCRIPT, "sh"));
        tids.stream().filter(t -> t > 0).forEach(t -> args.add(Long.toString(t)));
        int wanted = args.size() - 4;
        if (wanted == 0) {
            return CompletableFuture.completedFuture(0);
        }
        Process process;
        try {
            process = new ProcessBuilder(args).redirectErrorStream(true).start();
        } catch (IOException | RuntimeException e) {
            return CompletableFuture.completedFuture(report(topology, 0, wanted));
        }
        // No thread of ours waits: the JDK's process reaper completes onExit, and the output (one number) is in the
        // pipe by then.
        return process.onExit().thenApply(p -> report(topology, switchedCount(p), wanted));
    }

    private static int switchedCount(Process process) {
        try (InputStream in = process.getInputStream()) {
            return Integer.parseInt(new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim());
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
    }

    private static int report(String topology, int switched, int wanted) {
        if (switched == 0 && WARNED.compareAndSet(false, true)) {
            Log.LOG.info("Topology '{}': executor threads keep the default scheduling policy (chrt could not set SCHED_BATCH;"
                + " set stormmc.executor.thread.policy: normal to stop trying)", topology);
        } else {
            Log.LOG.debug("Topology '{}': {} of {} executor threads run under SCHED_BATCH", topology, switched, wanted);
        }
        return switched;
    }
}

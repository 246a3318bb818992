package io.github.stormmc.worker;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
 * one shell started in the background once the executors run: nothing is added to the submit path, and the threads
 * run their first milliseconds under the default policy. Where {@code sh} or {@code chrt} is missing, or on another
 * OS, the threads keep the default policy and the log says so once.
 */
final class BatchScheduling {
    private static final Logger LOG = LoggerFactory.getLogger(BatchScheduling.class);
    private static final long WAIT_SECONDS = 10;
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
        CompletableFuture<Integer> done = new CompletableFuture<>();
        if (args.size() == 4) {
            done.complete(0);
            return done;
        }
        Thread runner = new Thread(() -> done.complete(run(topology, args)), "stormmc-" + topology + "-sched-batch");
        runner.setDaemon(true);
        runner.start();
        return done;
    }

    private static int run(String topology, List<String> args) {
        int wanted = args.size() - 4;
        int switched = 0;
        try {
            Process process = new ProcessBuilder(args).redirectErrorStream(true).start();
            String out;
            try (InputStream in = process.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim();
            }
            if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            switched = Integer.parseInt(out);
        } catch (IOException | NumberFormatException e) {
            switched = 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (switched == 0 && WARNED.compareAndSet(false, true)) {
            LOG.info("Topology '{}': executor threads keep the default scheduling policy (chrt could not set SCHED_BATCH;"
                + " set stormmc.executor.thread.policy: normal to stop trying)", topology);
        } else {
            LOG.debug("Topology '{}': {} of {} executor threads run under SCHED_BATCH", topology, switched, wanted);
        }
        return switched;
    }
}

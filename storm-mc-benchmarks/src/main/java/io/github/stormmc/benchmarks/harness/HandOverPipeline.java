package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.DataFiles;
import io.github.stormmc.benchmarks.common.FlatJson;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.tuple.Values;

/**
 * WordCount's three stages as plain threads with no engine at all, P threads per stage as the topology has P
 * executors per component: sources (a P-th of the book's lines each, looping) → splitters → counters, words routed to a counter by
 * their hash. It separates what Storm-MC's engine costs from what handing objects between threads costs once
 * threads outnumber cores: the same pipeline runs with each word handed over as a bare {@code String}, or as the
 * objects a Storm tuple hands over for it (a tuple object holding a {@link Values} list of the word and a timestamp).
 *
 * <p>The hand-over is the JDK's: each consumer has a bounded {@link ArrayBlockingQueue} of batches; a producer fills
 * one batch of {@value #BATCH} per consumer (Storm-MC's default outbox size) and puts it when it is full or when the
 * producer has handled everything it took from its own queue (the rule Storm-MC's bolts follow). A full queue blocks
 * the producer, an empty one the consumer.
 *
 * <pre>bin/storm-mc-bench handover word|tuple P [WARMUP_SECS] [MEASURE_SECS]</pre>
 *
 * prints one {@code RESULT} line: words counted per second in the measured window, the process's CPU, CPU per word,
 * context switches per 1,000 words and bytes allocated per word.
 */
public final class HandOverPipeline {

    static final int BATCH = 64;
    /** Batches a consumer's queue holds: 64 × 64 = 4,096 words, Storm-MC's default receive queue of 1,024 and more. */
    static final int QUEUE_BATCHES = 64;
    private static final int LINES_PER_BATCH = 16;
    private static final Long TIMESTAMP = 0L;

    /** What a Storm tuple hands over per word besides its values: the source task and stream. */
    record TupleLike(List<Object> values, int sourceTask, String streamId) {
    }

    enum Payload {
        WORD, TUPLE
    }

    private final Payload payload;
    private final int parallelism;
    private final List<String> lines;
    private final List<BlockingQueue<Object[]>> splitterQueues = new ArrayList<>();
    private final List<BlockingQueue<Object[]>> counterQueues = new ArrayList<>();
    private final AtomicLong[] counted;
    private final List<Map<String, Integer>> counts = new ArrayList<>();
    private final long passes;
    private final List<Thread> threads = new ArrayList<>();

    /** @param passes how many times the sources send the book; 0 for as long as the JVM runs */
    HandOverPipeline(Payload payload, int parallelism, List<String> lines, long passes) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no lines to count");
        }
        this.payload = payload;
        this.parallelism = parallelism;
        this.lines = lines;
        this.passes = passes;
        this.counted = new AtomicLong[parallelism];
        for (int i = 0; i < parallelism; i++) {
            splitterQueues.add(new ArrayBlockingQueue<>(QUEUE_BATCHES));
            counterQueues.add(new ArrayBlockingQueue<>(QUEUE_BATCHES));
            counted[i] = new AtomicLong();
            counts.add(new HashMap<>());
        }
    }

    /** Starts the 3 × P daemon threads. */
    void start() {
        for (int i = 0; i < parallelism; i++) {
            int index = i;
            daemon("source-" + i, () -> source(index));
            daemon("split-" + i, () -> split(index));
            daemon("count-" + i, () -> count(index));
        }
    }

    /**
     * Counter {@code index}'s counts, for a finite run once {@link #counted()} has reached every word sent: the counter
     * publishes its total with a release store after updating the map, and then only waits. The map is the counter
     * thread's own while it counts.
     */
    Map<String, Integer> counts(int index) {
        return counts.get(index);
    }

    /** Words counted so far by every counter. */
    long counted() {
        long sum = 0;
        for (AtomicLong c : counted) {
            sum += c.get();
        }
        return sum;
    }

    /** Interrupts every thread; each ends at its next blocking call. */
    void stop() {
        threads.forEach(Thread::interrupt);
    }

    private void daemon(String name, InterruptibleTask task) {
        Thread thread = new Thread(() -> {
            try {
                task.run();
            } catch (InterruptedException | Stopped e) {
                // stopped: the thread ends
            }
        }, "handover-" + name);
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
    }

    private interface InterruptibleTask {
        void run() throws InterruptedException;
    }

    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    /** Source {@code index} sends its share of the lines (a P-th of the book), {@code passes} times or forever. */
    private void source(int index) throws InterruptedException {
        BlockingQueue<Object[]> out = splitterQueues.get(index);
        int from = (int) ((long) index * lines.size() / parallelism);
        int to = (int) ((long) (index + 1) * lines.size() / parallelism);
        if (from == to) {
            return; // fewer lines than sources
        }
        for (long pass = 0; passes == 0 || pass < passes; pass++) {
            for (int start = from; start < to; start += LINES_PER_BATCH) {
                out.put(lines.subList(start, Math.min(to, start + LINES_PER_BATCH)).toArray());
            }
        }
    }

    private void split(int index) throws InterruptedException {
        BlockingQueue<Object[]> in = splitterQueues.get(index);
        Object[][] outboxes = new Object[parallelism][BATCH];
        int[] fill = new int[parallelism];
        List<Object[]> taken = new ArrayList<>();
        while (true) {
            taken.add(in.take());
            in.drainTo(taken);
            for (Object[] batch : taken) {
                for (Object line : batch) {
                    WordSplitter.forEachWord((String) line, word -> {
                        int target = Math.floorMod(word.hashCode(), parallelism);
                        outboxes[target][fill[target]++] = payload == Payload.WORD
                            ? word : new TupleLike(new Values(word, TIMESTAMP), index, "default");
                        if (fill[target] == BATCH) {
                            handOver(target, outboxes, fill);
                        }
                    });
                }
            }
            taken.clear();
            for (int target = 0; target < parallelism; target++) {
                if (fill[target] > 0) {
                    handOver(target, outboxes, fill);
                }
            }
        }
    }

    /** Puts the target's outbox on its counter's queue (a copy of the filled part when it is not full). */
    private void handOver(int target, Object[][] outboxes, int[] fill) {
        Object[] batch = fill[target] == BATCH ? outboxes[target] : java.util.Arrays.copyOf(outboxes[target], fill[target]);
        outboxes[target] = new Object[BATCH];
        fill[target] = 0;
        try {
            counterQueues.get(target).put(batch);
        } catch (InterruptedException e) {
            throw new Stopped(); // out of the splitting lambda, which cannot throw InterruptedException
        }
    }

    private void count(int index) throws InterruptedException {
        BlockingQueue<Object[]> in = counterQueues.get(index);
        Map<String, Integer> counts = this.counts.get(index);
        List<Object[]> taken = new ArrayList<>();
        long words = 0;
        while (true) {
            taken.add(in.take());
            in.drainTo(taken);
            for (Object[] batch : taken) {
                for (Object item : batch) {
                    String word = item instanceof TupleLike t ? (String) t.values().get(0) : (String) item;
                    counts.merge(word, 1, Integer::sum);
                    words++;
                }
            }
            taken.clear();
            counted[index].setRelease(words);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: HandOverPipeline word|tuple P [WARMUP_SECS] [MEASURE_SECS] [DATA_DIR]");
            System.exit(2);
        }
        Payload payload;
        int parallelism;
        int warmupSecs;
        int measureSecs;
        try {
            payload = Payload.valueOf(args[0].toUpperCase(java.util.Locale.ROOT));
            parallelism = Integer.parseInt(args[1]);
            warmupSecs = args.length > 2 ? Integer.parseInt(args[2]) : 15;
            measureSecs = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        } catch (IllegalArgumentException e) {
            System.err.println("HandOverPipeline: PAYLOAD must be word or tuple and P, WARMUP_SECS, MEASURE_SECS whole"
                + " numbers; got " + String.join(" ", args));
            System.exit(2);
            return;
        }
        String dataDir = args.length > 4 ? args[4] : null;
        List<String> lines = Files.readAllLines(DataFiles.find(DataFiles.WORDCOUNT_FILE, dataDir), StandardCharsets.UTF_8);
        HandOverPipeline pipeline;
        try {
            pipeline = new HandOverPipeline(payload, parallelism, lines, 0);
        } catch (IllegalArgumentException e) {
            System.err.println("HandOverPipeline: " + e.getMessage());
            System.exit(2);
            return;
        }
        Map<String, Object> result = new java.util.LinkedHashMap<>();
        result.put("engine", "handover");
        result.put("payload", args[0]);
        result.put("parallelism", parallelism);
        result.putAll(HandOverRun.measure(pipeline, warmupSecs, 0, measureSecs));
        System.out.println(BenchmarkMain.RESULT_PREFIX + FlatJson.write(result));
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}

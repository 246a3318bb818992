package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.FlatJson;
import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.Pacer;
import io.github.stormmc.benchmarks.common.TaskMeter;
import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;

/**
 * WordCount's three stages as plain threads with no engine at all, P threads per stage as the topology has P
 * executors per component: sources (a P-th of the book's lines each, looping) → splitters → counters, words routed to a counter by
 * their hash. It separates what Storm-MC's engine costs from what handing objects between threads costs once
 * threads outnumber cores: the same pipeline runs with each word handed over as a bare {@code String}, or as the
 * objects a Storm tuple hands over for it (a tuple object holding a {@link Values} list of the word and a timestamp;
 * the sources likewise hand over a tuple's objects per line). Either way the stages do the topology's own work in
 * full: the counters merge each word into their map and build the (word, count) {@link Values} the count bolt emits,
 * which nothing subscribes to.
 *
 * <p>The hand-over is the JDK's: each consumer has a bounded {@link ArrayBlockingQueue} of batches; a producer fills
 * one batch of {@value #BATCH} per consumer (Storm-MC's default outbox size) and puts it when it is full or when the
 * producer has handled everything it took from its own queue (the rule Storm-MC's bolts follow). A full queue blocks
 * the producer, an empty one the consumer.
 *
 * <p>Paced ({@code ratePerSource} > 0), each source hands over one line at a time at its due time, as WordCount's
 * spout emits at a fixed offered rate: the line carries its due time, each word's tuple the line's, and the counters
 * record now − due into {@link LatencyMeters}, so a latency point of the limit engine sits beside the engines' at the
 * same rate. The stages count into {@link Meters} under the topology's component names, so the harness measures the
 * pipeline as it measures a topology.
 *
 * <pre>bin/storm-mc-bench handover word|tuple|engine P [WARMUP_SECS] [MEASURE_SECS]</pre>
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
    /** How long a paced source sleeps when its next line is due further away than the pacer waits itself. */
    private static final long IDLE_PARK_NANOS = 100_000L;

    /** What a Storm tuple hands over per word besides its values: the source task and stream. */
    record TupleLike(List<Object> values, int sourceTask, String streamId) {
    }

    /** A paced source's line and the time it was due, as the spout's tuple carries it. */
    private record DueLine(String line, long due) {
    }

    /**
     * What is handed over per word: the word alone, a tuple's objects shaped as small as Storm's tuple could be, or the
     * engine's own {@link TupleImpl} (to tell the cost of the tuple's shape from the cost of the engine's hand-over).
     */
    enum Payload {
        WORD, TUPLE, ENGINE
    }

    private static final MessageId UNANCHORED = MessageId.makeUnanchored();

    private final Payload payload;
    /** What the engine's tuples carry: the tasks and the streams' fields (Apache Storm's tuple looks them up). */
    private final GeneralTopologyContext context;
    private final int parallelism;
    private final List<String> lines;
    private final List<BlockingQueue<Object[]>> splitterQueues = new ArrayList<>();
    private final List<BlockingQueue<Object[]>> counterQueues = new ArrayList<>();
    private final AtomicLong[] counted;
    private final List<Map<String, Integer>> counts = new ArrayList<>();
    /**
     * Per counter, the count bolt's emits, a (word, count) {@link Values} per word: built as the bolt builds them and
     * kept reachable until overwritten by the next batch's, so the JIT cannot drop them (an emit to no subscriber
     * drops them at once).
     */
    private final Object[][] emitted;
    private final long passes;
    private final long ratePerSource;
    private final TaskMeter[] sourceMeters;
    private final TaskMeter[] splitMeters;
    private final TaskMeter[] countMeters;
    private final LatencyMeters.Recorder[] latency;
    private final List<Thread> threads = new ArrayList<>();

    /** @param passes how many times the sources send the book; 0 for as long as the JVM runs */
    HandOverPipeline(Payload payload, int parallelism, List<String> lines, long passes) {
        this(payload, parallelism, lines, passes, 0);
    }

    /**
     * @param passes how many times the sources send the book; 0 for as long as the JVM runs
     * @param ratePerSource lines per second each source hands over, 0 for as fast as the pipeline takes them
     */
    HandOverPipeline(Payload payload, int parallelism, List<String> lines, long passes, long ratePerSource) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no lines to count");
        }
        if (ratePerSource < 0) {
            throw new IllegalArgumentException("rate must not be negative, got " + ratePerSource);
        }
        if (ratePerSource > 0 && payload != Payload.TUPLE) {
            throw new IllegalArgumentException("a paced run times each word by its tuple's due time: payload tuple");
        }
        this.payload = payload;
        this.parallelism = parallelism;
        this.lines = lines;
        this.passes = passes;
        this.ratePerSource = ratePerSource;
        this.counted = new AtomicLong[parallelism];
        this.emitted = new Object[parallelism][BATCH];
        this.sourceMeters = new TaskMeter[parallelism];
        this.splitMeters = new TaskMeter[parallelism];
        this.countMeters = new TaskMeter[parallelism];
        this.latency = new LatencyMeters.Recorder[parallelism];
        Map<Integer, String> taskToComponent = new HashMap<>();
        for (int i = 0; i < parallelism; i++) {
            splitterQueues.add(new ArrayBlockingQueue<>(QUEUE_BATCHES));
            counterQueues.add(new ArrayBlockingQueue<>(QUEUE_BATCHES));
            counted[i] = new AtomicLong();
            counts.add(new HashMap<>());
            // task ids as the topology numbers them (components sorted by id: count, split, spout)
            countMeters[i] = Meters.register(WordCountTopology.COUNT, 1 + i);
            splitMeters[i] = Meters.register(WordCountTopology.SPLIT, 1 + parallelism + i);
            sourceMeters[i] = Meters.register(WordCountTopology.SPOUT, 1 + 2 * parallelism + i);
            taskToComponent.put(1 + parallelism + i, WordCountTopology.SPLIT);
            taskToComponent.put(1 + 2 * parallelism + i, WordCountTopology.SPOUT);
            latency[i] = LatencyMeters.register();
        }
        this.context = new GeneralTopologyContext(new StormTopology(), new HashMap<>(), taskToComponent,
            new HashMap<>(), Map.of(WordCountTopology.SPOUT, Map.of("default", new Fields("line", "ts")),
                WordCountTopology.SPLIT, Map.of("default", new Fields("word", "ts"))), "handover");
    }

    /** Starts the 3 × P daemon threads. */
    void start() {
        for (int i = 0; i < parallelism; i++) {
            int index = i;
            daemon(WordCountTopology.SPOUT + "-" + i, () -> source(index)); // named like the topology's stages
            daemon(WordCountTopology.SPLIT + "-" + i, () -> split(index));
            daemon(WordCountTopology.COUNT + "-" + i, () -> count(index));
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

    /**
     * Counter {@code index}'s latest emits, one per slot of a batch (the last batch's, then older ones), for a finite
     * run once {@link #counted()} has reached every word sent, as for {@link #counts(int)}.
     */
    List<Object> emits(int index) {
        return java.util.Arrays.stream(emitted[index]).filter(java.util.Objects::nonNull).toList();
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

    /**
     * Source {@code index} sends its share of the lines (a P-th of the book), {@code passes} times or forever: flat out
     * {@value #LINES_PER_BATCH} lines per hand-over, paced one line per hand-over at its due time.
     */
    private void source(int index) throws InterruptedException {
        BlockingQueue<Object[]> out = splitterQueues.get(index);
        TaskMeter meter = sourceMeters[index];
        Pacer pacer = new Pacer(ratePerSource);
        int from = (int) ((long) index * lines.size() / parallelism);
        int to = (int) ((long) (index + 1) * lines.size() / parallelism);
        if (from == to) {
            return; // fewer lines than sources
        }
        for (long pass = 0; passes == 0 || pass < passes; pass++) {
            for (int start = from; start < to; ) {
                if (pacer.isPaced()) {
                    long due = pacer.next();
                    if (due < 0) {
                        LockSupport.parkNanos(IDLE_PARK_NANOS);
                        if (Thread.interrupted()) {
                            throw new InterruptedException();
                        }
                        continue;
                    }
                    out.put(new Object[] {new DueLine(lines.get(start), due)});
                    meter.increment();
                    start++;
                } else {
                    int end = Math.min(to, start + LINES_PER_BATCH);
                    Object[] batch = new Object[end - start];
                    for (int i = 0; i < batch.length; i++) {
                        String line = lines.get(start + i);
                        // the spout's emit: a tuple's objects per line, as the splitter builds them per word
                        batch[i] = switch (payload) {
                            case WORD -> line;
                            case TUPLE -> new TupleLike(new Values(line, TIMESTAMP), index, "default");
                            case ENGINE -> new TupleImpl(context, new Values(line, TIMESTAMP), WordCountTopology.SPOUT,
                                1 + 2 * parallelism + index, "default", UNANCHORED);
                        };
                    }
                    out.put(batch);
                    meter.add(batch.length);
                    start = end;
                }
            }
        }
    }

    private void split(int index) throws InterruptedException {
        BlockingQueue<Object[]> in = splitterQueues.get(index);
        Object[][] outboxes = new Object[parallelism][BATCH];
        int[] fill = new int[parallelism];
        List<Object[]> taken = new ArrayList<>();
        TaskMeter meter = splitMeters[index];
        while (true) {
            taken.add(in.take());
            in.drainTo(taken);
            for (Object[] batch : taken) {
                for (Object item : batch) {
                    String line;
                    Long due; // boxed once per line: every word's tuple holds the line's, as the split bolt's does
                    if (item instanceof DueLine d) {
                        line = d.line();
                        due = d.due();
                    } else if (item instanceof TupleLike t) {
                        line = (String) t.values().get(0);
                        due = (Long) t.values().get(1);
                    } else if (item instanceof TupleImpl t) {
                        line = t.getString(0);
                        due = t.getLong(1);
                    } else {
                        line = (String) item;
                        due = TIMESTAMP;
                    }
                    WordSplitter.forEachWord(line, word -> {
                        int target = Math.floorMod(word.hashCode(), parallelism);
                        outboxes[target][fill[target]++] = switch (payload) {
                            case WORD -> word;
                            case TUPLE -> new TupleLike(new Values(word, due), index, "default");
                            case ENGINE -> new TupleImpl(context, new Values(word, due), WordCountTopology.SPLIT,
                                1 + parallelism + index, "default", UNANCHORED);
                        };
                        if (fill[target] == BATCH) {
                            handOver(target, outboxes, fill);
                        }
                    });
                }
                meter.add(batch.length);
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
        TaskMeter meter = countMeters[index];
        LatencyMeters.Recorder recorder = latency[index];
        Object[] emitted = this.emitted[index];
        long words = 0;
        while (true) {
            taken.add(in.take());
            in.drainTo(taken);
            for (Object[] batch : taken) {
                for (int i = 0; i < batch.length; i++) {
                    String word;
                    if (batch[i] instanceof TupleLike t) {
                        word = (String) t.values().get(0);
                        recorder.recordSince((Long) t.values().get(1)); // 0, not timed, when flat out
                    } else if (batch[i] instanceof TupleImpl t) {
                        word = t.getString(0);
                        recorder.recordSince(t.getLong(1));
                    } else {
                        word = (String) batch[i];
                    }
                    emitted[i] = new Values(word, counts.merge(word, 1, Integer::sum));
                }
                meter.add(batch.length);
                words += batch.length;
            }
            taken.clear();
            counted[index].setRelease(words);
        }
    }

    public static void main(String[] args) throws Exception {
        long mainStart = System.nanoTime();
        if (args.length < 2) {
            System.err.println("usage: HandOverPipeline word|tuple|engine P [WARMUP_SECS] [MEASURE_SECS] [DATA_DIR]");
            System.exit(2);
        }
        Payload payload;
        BenchmarkOptions options;
        try {
            payload = Payload.valueOf(args[0].toUpperCase(java.util.Locale.ROOT));
            List<String> harnessArgs = new ArrayList<>(List.of("--topology", HandOverRun.TOPOLOGY, "--parallelism",
                args[1], "--warmup", args.length > 2 ? args[2] : "15", "--measure", args.length > 3 ? args[3] : "5"));
            if (args.length > 4) {
                harnessArgs.addAll(List.of("--data-dir", args[4]));
            }
            options = BenchmarkOptions.parse(harnessArgs.toArray(String[]::new));
        } catch (IllegalArgumentException e) {
            System.err.println("HandOverPipeline: PAYLOAD must be word, tuple or engine and P, WARMUP_SECS,"
                + " MEASURE_SECS whole numbers; got " + String.join(" ", args));
            System.exit(2);
            return;
        }
        Map<String, Object> result = new java.util.LinkedHashMap<>();
        result.put("payload", payload.name().toLowerCase(java.util.Locale.ROOT));
        result.putAll(HandOverRun.run(options, payload, mainStart));
        System.out.println(BenchmarkMain.RESULT_PREFIX + FlatJson.write(result));
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}

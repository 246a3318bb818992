package io.github.stormmc.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.Config;
import org.apache.storm.state.KeyValueState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof of durable state: a stateful word count on RocksDB runs in a child JVM that is killed with SIGKILL in the
 * middle of its input, then run again on the same state and offsets until every line is acked. The counts in the
 * committed state then equal the input's exact counts: replays after the kill are at-least-once, and the committed
 * state (counts and the lines they include, written in one atomic commit) makes them exactly-once.
 */
class RocksDbCrashRecoveryTest {
    private static final int LINES = 1500;

    /** A running child JVM and what it has said so far. */
    private static final class Child {
        final Process process;
        final AtomicInteger commits = new AtomicInteger();
        final Set<String> namespaces = ConcurrentHashMap.newKeySet();
        final CountDownLatch allAcked = new CountDownLatch(1);
        final List<String> output = java.util.Collections.synchronizedList(new ArrayList<>());

        Child(Path input, Path stateDir, Path offsets) throws Exception {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            process = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                CrashWordCount.class.getName(), input.toString(), stateDir.toString(), offsets.toString())
                .redirectErrorStream(true).start();
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line; (line = r.readLine()) != null; ) {
                        output.add(line);
                        if (line.startsWith("COMMIT ")) {
                            commits.incrementAndGet();
                        } else if (line.startsWith("NAMESPACE ")) {
                            namespaces.add(line.substring("NAMESPACE ".length()));
                        } else if (line.equals("ALL_ACKED")) {
                            allAcked.countDown();
                        }
                    }
                } catch (java.io.IOException e) {
                    // the child died
                }
            }, "child-output");
            reader.setDaemon(true);
            reader.start();
        }

        void awaitCommits(int n) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (commits.get() < n) {
                assertTrue(process.isAlive(), "the child died: " + output);
                assertTrue(System.nanoTime() < deadline, "no " + n + " commits: " + output);
                Thread.sleep(10);
            }
        }

        void kill() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no flush
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void countsAreExactAfterAKillAndARestart(@TempDir Path tmp) throws Exception {
        Path input = tmp.resolve("input.txt");
        List<String> lines = new ArrayList<>();
        Map<String, Long> expected = new TreeMap<>();
        java.util.Random random = new java.util.Random(7);
        for (int i = 0; i < LINES; i++) {
            StringBuilder line = new StringBuilder();
            int words = 1 + random.nextInt(6);
            for (int w = 0; w < words; w++) {
                String word = "w" + random.nextInt(40);
                line.append(w == 0 ? "" : " ").append(word);
                expected.merge(word, 1L, Long::sum);
            }
            lines.add(line.toString());
        }
        Files.write(input, lines, StandardCharsets.UTF_8);
        Path stateDir = tmp.resolve("state");
        Path offsets = tmp.resolve("offset");

        Child first = new Child(input, stateDir, offsets);
        first.awaitCommits(15);
        first.kill();
        int offsetAtKill = Files.exists(offsets) ? Integer.parseInt(Files.readString(offsets).trim()) : 0;
        assertTrue(offsetAtKill < LINES, "the kill came after the whole input: nothing to recover");
        System.out.println("killed at offset " + offsetAtKill + " of " + LINES + " after " + first.commits + " commits");

        Child second = new Child(input, stateDir, offsets);
        assertTrue(second.allAcked.await(180, TimeUnit.SECONDS), "the restarted run never acked every line: "
            + second.output);
        second.kill();

        Set<String> namespaces = new java.util.TreeSet<>(first.namespaces);
        namespaces.addAll(second.namespaces);
        assertEquals(2, namespaces.size(), namespaces.toString());
        Map<String, Object> conf = Map.of(RocksDbStateProvider.DIR, stateDir.toString(), Config.TOPOLOGY_NAME,
            "crash-count");
        Map<String, Long> counted = new TreeMap<>();
        int linesCounted = 0;
        try {
            for (String ns : namespaces) {
                @SuppressWarnings("unchecked")
                KeyValueState<String, Long> state =
                    (KeyValueState<String, Long>) new RocksDbStateProvider().newState(ns, conf, null);
                for (Map.Entry<String, Long> e : state) {
                    if (e.getKey().startsWith("#")) {
                        linesCounted++;
                    } else {
                        counted.merge(e.getKey(), e.getValue(), Long::sum);
                    }
                }
            }
        } finally {
            RocksDbStore.closeAll();
        }
        assertEquals(LINES, linesCounted);
        assertEquals(expected, counted);
    }
}

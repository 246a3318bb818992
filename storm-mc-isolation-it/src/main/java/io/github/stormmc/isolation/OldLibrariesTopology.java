package io.github.stormmc.isolation;

import org.apache.storm.Config;
import org.apache.storm.StormSubmitter;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.TopologyBuilder;

/**
 * A topology that uses an application's old gson, snakeyaml and Disruptor. As a main (run by bin/storm-mc jar) it
 * submits COUNT tuples, waits until each is acked or failed, and prints {@link Tally#summary()}.
 *
 * <p>Usage: {@code OldLibrariesTopology [count]} (default 1000).
 */
public final class OldLibrariesTopology {

    /** Long enough for any machine to ack a thousand tuples; the run normally ends within a second. */
    private static final long DEADLINE_MILLIS = 120_000;

    private OldLibrariesTopology() {
    }

    public static StormTopology create(long count) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", new CountingSpout(count), 1);
        builder.setBolt("old-libraries", new OldLibrariesBolt(), 2).shuffleGrouping("numbers");
        return builder.createTopology();
    }

    public static Config config() {
        Config conf = new Config();
        // The topology's config goes through Storm-MC's JSON handling as on Storm; a map, a list and a number make
        // sure that path meets the application's gson 2.5 on the classpath.
        conf.put("isolation.settings", java.util.Map.of("list", java.util.List.of(1, 2), "flag", true));
        return conf;
    }

    /** Waits until all COUNT tuples are acked or failed (or the deadline passes, which the caller sees in the counts). */
    public static void awaitCompletion(long count) throws InterruptedException {
        long deadline = System.currentTimeMillis() + DEADLINE_MILLIS;
        while (Tally.ACKED.get() + Tally.FAILED.get() < count && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
    }

    public static void main(String[] args) throws Exception {
        long count = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        Tally.reset();
        StormSubmitter.submitTopology("old-libraries", config(), create(count));
        awaitCompletion(count);
        System.out.println(Tally.summary());
    }
}

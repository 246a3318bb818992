package io.github.stormmc.isolation;

import java.util.concurrent.atomic.AtomicLong;

/** What the topology did, counted in this JVM (tasks and the test or main run in one JVM on Storm-MC). */
public final class Tally {

    public static final AtomicLong ACKED = new AtomicLong();
    public static final AtomicLong FAILED = new AtomicLong();
    public static final AtomicLong EXECUTED = new AtomicLong();
    public static final AtomicLong GSON_OK = new AtomicLong();
    public static final AtomicLong YAML_OK = new AtomicLong();
    public static final AtomicLong DISRUPTOR_OK = new AtomicLong();

    private Tally() {
    }

    public static void reset() {
        for (AtomicLong c : new AtomicLong[] {ACKED, FAILED, EXECUTED, GSON_OK, YAML_OK, DISRUPTOR_OK}) {
            c.set(0);
        }
    }

    /** One line, parsed by the launcher test: counts, then the jar each library's classes came from. */
    public static String summary() {
        return "old-libraries acked=" + ACKED.get() + " failed=" + FAILED.get() + " executed=" + EXECUTED.get()
                + " gson-ok=" + GSON_OK.get() + " yaml-ok=" + YAML_OK.get() + " disruptor-ok=" + DISRUPTOR_OK.get()
                + " gson-jar=" + LibrarySources.gson() + " snakeyaml-jar=" + LibrarySources.snakeyaml()
                + " disruptor-jar=" + LibrarySources.disruptor();
    }
}

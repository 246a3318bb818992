package io.github.stormmc.benchmarks.twohop;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.Pacer;
import io.github.stormmc.benchmarks.common.TaskMeter;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * The two-hop topology's "limit": the same three stages as three plain threads and no engine. A source paced by the
 * spout's {@link Pacer} hands each due time to a relay thread, which hands it to a sink thread recording now − due;
 * each hand-over goes through the JDK's {@link LinkedTransferQueue}, whose taker spins briefly and then parks, and
 * whose giver unparks a waiting taker directly. At a low rate every hop therefore wakes a parked thread, as in an
 * engine that runs one thread per component: what this measures is the machine's price for those wake-ups, the floor
 * under any engine that does not run the three stages in one thread.
 *
 * <p>Counted and timed through the same {@link Meters} and {@link LatencyMeters} as the topology, under its
 * component names (the relay timing the first hop, as the topology's does), so the harness measures it like any
 * engine's run.
 */
public final class TwoHopThreads implements AutoCloseable {

    /** How long the source sleeps when the next due time is further away than the pacer waits itself. */
    private static final long IDLE_PARK_NANOS = 100_000L;

    /** Follows the last due time through both queues when the stages are closed. */
    private static final Object END = new Object();

    private final Pacer pacer;
    private final TransferQueue<Object> toRelay = new LinkedTransferQueue<>();
    private final TransferQueue<Object> toSink = new LinkedTransferQueue<>();
    private final TaskMeter sourceMeter;
    private final TaskMeter relayMeter;
    private final TaskMeter sinkMeter;
    private final LatencyMeters.Recorder latency;
    private final LatencyMeters.Recorder firstHop;
    private final Thread[] stages;
    private volatile boolean closed;

    /** @param ratePerSecond due times per second the source hands over; must be positive (this is a latency probe) */
    public TwoHopThreads(long ratePerSecond) {
        if (ratePerSecond <= 0) {
            throw new IllegalArgumentException("twohop-limit measures latency at a paced rate: give --rate");
        }
        pacer = new Pacer(ratePerSecond);
        sourceMeter = Meters.register(TwoHopTopology.SPOUT, 1);
        relayMeter = Meters.register(TwoHopTopology.RELAY, 2);
        sinkMeter = Meters.register(TwoHopTopology.SINK, 3);
        latency = LatencyMeters.register();
        firstHop = LatencyMeters.registerFirstHop();
        stages = new Thread[] {daemon("twohop-source", this::source), daemon("twohop-relay", this::relay),
            daemon("twohop-sink", this::sink)};
    }

    /** Starts the three stages as daemon threads; they run until {@link #close} or the JVM's exit. */
    public void start() {
        for (Thread t : stages) {
            t.start();
        }
    }

    /**
     * Stops the source and waits until everything it handed over has reached the sink and the three stages have
     * ended, so that the three stages' counts are equal afterwards.
     */
    @Override
    public void close() throws InterruptedException {
        closed = true;
        for (Thread t : stages) {
            t.join();
        }
    }

    private void source() {
        while (!closed) {
            long due = pacer.next();
            if (due < 0) {
                LockSupport.parkNanos(IDLE_PARK_NANOS);
                continue;
            }
            toRelay.add(due);
            sourceMeter.increment();
        }
        toRelay.add(END);
    }

    private void relay() {
        Object due;
        while ((due = takeFrom(toRelay)) != END) {
            firstHop.recordSince((Long) due);
            toSink.add(due);
            relayMeter.increment();
        }
        toSink.add(END);
    }

    private void sink() {
        Object due;
        while ((due = takeFrom(toSink)) != END) {
            sinkMeter.increment();
            latency.recordSince((Long) due);
        }
    }

    /** The next element. The stages end only at {@link #END}, so that nothing handed over is left uncounted. */
    private static Object takeFrom(TransferQueue<Object> queue) {
        while (true) {
            try {
                return queue.take();
            } catch (InterruptedException e) {
                // nothing here interrupts these threads; should something, the stage still runs to END
            }
        }
    }

    private static Thread daemon(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        return t;
    }
}

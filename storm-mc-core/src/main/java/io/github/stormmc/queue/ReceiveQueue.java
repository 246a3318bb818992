package io.github.stormmc.queue;

import com.lmax.disruptor.BusySpinWaitStrategy;
import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.MultiProducerSequencer;
import com.lmax.disruptor.Sequence;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * An executor's receive queue: a multi-producer LMAX Disruptor sequencer over two flat arrays (task ids and
 * entries: messages or batches of them) with exactly one consumer, the executor thread, which drains every available
 * entry per poll.
 *
 * <p><b>An entry is a message or a batch.</b> A single message is stored in its entry of two flat arrays (task ids
 * and messages). Several messages published together (an executor's outbox) are copied into a {@link Batch}, a pair
 * of right-sized arrays, which takes one entry: one sequence claimed, published and scanned for the lot. Every
 * message crosses cores through memory, and a cache line written on one core and read on the other is a miss: the
 * batch's arrays are new memory written once by the producer and read once, in order, by the consumer, so the
 * hardware prefetcher streams them, while an entry of the ring is written by a producer, read and cleared by the
 * consumer and written again a lap later, and its availability flag likewise, lines that move between the cores each
 * time. WordCount at p=1, measured against the same work done by plain threads, spent about a tenth less CPU per word
 * this way than with one entry and one flag per message. Capacity is therefore counted in entries: a full queue holds
 * as many messages as it has entries, or that many batches of up to an outbox's size.
 *
 * <p>Producers claim with {@code tryNext} rather than {@code next}: a full ring must hand control back to the
 * producer so that it can apply its backpressure wait strategy and notice shutdown, instead of spinning inside the
 * Disruptor forever.
 *
 * <p>A consumer that parks registers itself in {@link #sleeper} and then re-checks for data; a producer publishes and
 * then, after a full fence, reads {@link #sleeper}. The fence orders the producer's release-store of the slot's
 * availability before its load of {@code sleeper} (a StoreLoad barrier that release semantics alone do not give), so
 * either the consumer sees the new slot or the producer sees the sleeper: no lost wake-up.
 *
 * <p>A producer that finds the ring full may park in {@link #awaitCapacity}: it takes a ticket from {@link #waitTickets}
 * (an atomic increment, itself a full fence) and then re-checks for room; the consumer, after a drain has advanced
 * its sequence, fences and reads the ticket count. The same StoreLoad argument as above means no producer sleeps
 * through the drain that made room for it. The consumer unparks the waiting producers only when the count has moved
 * since its last unpark: a woken producer takes tens of microseconds to run, and the drains in between would
 * otherwise each walk the list of waiting producers and unpark them again (up to 14 % of RollingSort's sort thread
 * in a CPU profile). A producer that still finds no room takes a new ticket, so every wait is answered.
 *
 * <p>Producers on an edge inside a cycle of the topology must never block (the consumer may be the producer itself,
 * or wait on it); they use {@link #offerOverflow}, an unbounded side queue the consumer drains after the ring.
 */
public final class ReceiveQueue {
    private static final VarHandle LAST_TAKEN;

    static {
        try {
            LAST_TAKEN = java.lang.invoke.MethodHandles.lookup().findVarHandle(ReceiveQueue.class, "lastTaken",
                long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final String name;
    /** Entries before and after the used part of each array, so no other object shares their first and last lines. */
    private static final int PAD = 32;
    private final MultiProducerSequencer sequencer;
    /** The consumer's progress: the last sequence handed to the handler. Written by the consumer only (release). */
    private final Sequence consumed = new Sequence(-1L);
    private final int mask;
    /** Written by the producer that claimed the sequence, before its publish (release); read after the availability check (acquire). */
    private final int[] taskIds;
    private final Object[] payloads;
    private final boolean wakeOnPublish;
    /** Free slots at which waiting producers are woken: half the ring (see {@link #wakeProducersAfterDrain}). */
    private final int wakeRoom;
    private volatile Thread sleeper;
    /**
     * Sequence of the last message of the consumer's latest drain, stored (opaque) as the consumer takes it; read by
     * producers deciding whether to batch. Opaque on both sides: a hint, never part of a handshake.
     */
    @SuppressWarnings("unused") // through LAST_TAKEN
    private long lastTaken = -1L;
    private final ConcurrentLinkedQueue<OverflowEntry> overflow = new ConcurrentLinkedQueue<>();
    private final AtomicInteger overflowSize = new AtomicInteger();
    /** Messages that ever went to the overflow queue (its slow path only): with the ring's cursor, the arrivals. */
    private final AtomicLong overflowed = new AtomicLong();
    /** Waits begun by producers on a full ring, ever: one increment per {@link #awaitCapacity} that looks for room. */
    private final AtomicLong waitTickets = new AtomicLong();
    /** The ticket count the consumer last answered by unparking the waiting producers. Consumer thread only. */
    private long answeredTickets;
    private final ConcurrentLinkedQueue<Thread> parkedProducers = new ConcurrentLinkedQueue<>();

    /**
     * @param name          for diagnostics, e.g. the executor's name
     * @param requestedSize rounded up to the next power of two, as Storm does for its receive buffer
     * @param wakeOnPublish whether the consumer may park and so must be woken by producers
     */
    public ReceiveQueue(String name, int requestedSize, boolean wakeOnPublish) {
        if (requestedSize < 1) {
            throw new IllegalArgumentException("Receive queue size for " + name + " must be positive, got " + requestedSize);
        }
        this.name = name;
        this.wakeOnPublish = wakeOnPublish;
        int size = nextPowerOfTwo(requestedSize);
        // The wait strategy is never used to wait: consumers poll and park on their own; only its (empty) signal runs.
        this.sequencer = new MultiProducerSequencer(size, new BusySpinWaitStrategy());
        this.mask = size - 1;
        this.wakeRoom = Math.max(1, size / 2);
        this.taskIds = new int[size + 2 * PAD];
        this.payloads = new Object[size + 2 * PAD];
        sequencer.addGatingSequences(consumed);
    }

    static int nextPowerOfTwo(int n) {
        int size = Integer.highestOneBit(Math.max(n, 2) - 1) << 1;
        return size > 0 ? size : 1 << 30;
    }

    public String name() {
        return name;
    }

    /** Entries the ring holds: messages, or batches of them (class doc). */
    public int capacity() {
        return sequencer.getBufferSize();
    }

    /** Free entries of the ring as the consumer sees it after a drain: the cursor may move on at once. */
    private long capacityMinusPopulation() {
        return mask + 1 - (sequencer.getCursor() - consumed.get());
    }

    /**
     * Room a producer facing a full ring should wait for: half the ring, the room at which the consumer wakes waiting
     * producers. Waiting for less would take it straight back to a full ring.
     */
    public int producerWakeRoom() {
        return wakeRoom;
    }

    /** Entries not yet consumed (ring and overflow; a batch counts once); racy, for metrics and diagnostics. */
    public long population() {
        return sequencer.getCursor() - consumed.get() + overflowSize.get();
    }

    /**
     * True if the consumer has taken every message published so far, i.e. it is idle or about to be; any thread,
     * racy. Producers use it to publish at once instead of batching, so batching never adds latency while the
     * consumer has nothing else to do. A stale answer is harmless: the message is published either way, only sooner
     * or later. The consumer counts as drained from the moment it takes the last message of a drain, before handling
     * it: the consumed sequence only moves after the handler returns, and a consumer blocked in the user code of
     * its last message has nothing queued behind it. Plain-cost loads on x86; {@link #lastTaken} changes once per
     * drain, not per message.
     */
    public boolean isDrained() {
        return sequencer.getCursor() <= (long) LAST_TAKEN.getOpaque(this) && overflowSize.get() == 0;
    }

    /**
     * Entries ever published (ring entries, a batch counting once, as in {@link #population}, plus overflow
     * messages); any thread, racy. Read from state the queue keeps anyway: publishing does no extra work for it.
     */
    public long arrivals() {
        return sequencer.getCursor() + 1 + overflowed.get();
    }

    /** Times a producer found the ring full and began to wait for room, ever; any thread. */
    public long insertFailures() {
        return waitTickets.get();
    }

    /** Whether some producer is parked waiting for room right now; any thread, racy. */
    public boolean producersWaiting() {
        return !parkedProducers.isEmpty();
    }

    /** Messages waiting in the overflow queue; racy. */
    public int overflowSize() {
        return overflowSize.get();
    }

    /**
     * Publishes without ever blocking: into the ring if it has room and no overflow is pending (so one producer's
     * messages stay in order), otherwise into the unbounded overflow queue. For edges inside topology cycles only.
     */
    public void publishNonBlocking(int taskId, Object payload) {
        if (overflowSize.get() == 0 && tryPublish(taskId, payload)) {
            return;
        }
        // Every ring message this producer published so far has a sequence <= the cursor now: the entry waits for
        // the consumer to pass it, so it cannot overtake them.
        OverflowEntry entry = new OverflowEntry(taskId, payload, sequencer.getCursor());
        overflowSize.incrementAndGet();
        overflowed.incrementAndGet();
        overflow.offer(entry);
        wakeConsumerAfterPublish();
    }

    /**
     * Publishes one message if there is room.
     *
     * @return false when the ring is full; nothing was written
     */
    public boolean tryPublish(int taskId, Object payload) {
        return tryPublishAndWake(taskId, payload) != NOT_PUBLISHED;
    }

    static final int NOT_PUBLISHED = -1;
    static final int PUBLISHED = 0;
    static final int PUBLISHED_AND_SAW_SLEEPER = 1;

    /** {@link #tryPublish}, telling also whether the wake-up check saw a parked consumer (for the stress tests). */
    int tryPublishAndWake(int taskId, Object payload) {
        final long seq;
        try {
            seq = sequencer.tryNext();
        } catch (InsufficientCapacityException full) {
            return NOT_PUBLISHED;
        }
        int index = index(seq);
        taskIds[index] = taskId;
        payloads[index] = payload;
        sequencer.publish(seq); // release: the two stores above happen-before the consumer's availability check
        return wakeConsumerAfterPublish() ? PUBLISHED_AND_SAW_SLEEPER : PUBLISHED;
    }

    /**
     * Publishes {@code count} messages as one entry (a {@link Batch} holding copies of them; one message as itself),
     * if there is room for it. This is the batching entry point: one claim, one publish and one wake-up check for the
     * whole batch, and one entry for the consumer to take.
     *
     * @return false when the ring is full; nothing was written
     */
    public boolean tryPublishBatch(int[] taskIds, Object[] payloads, int count) {
        return tryPublishBatch(taskIds, payloads, count, false);
    }

    /**
     * {@link #tryPublishBatch(int[], Object[], int)}; with {@code handOver}, a batch that fills both arrays is published
     * in them, not in copies, and the caller must not touch them again if this returns true.
     */
    public boolean tryPublishBatch(int[] taskIds, Object[] payloads, int count, boolean handOver) {
        if (count == 0) {
            return true;
        }
        if (count == 1) {
            return tryPublish(taskIds[0], payloads[0]);
        }
        final long seq;
        try {
            seq = sequencer.tryNext();
        } catch (InsufficientCapacityException full) {
            return false;
        }
        // A new object referenced from the long-lived ring: one card-marking store per batch, not per message.
        boolean whole = handOver && count == payloads.length && count == taskIds.length;
        this.payloads[index(seq)] = whole ? new Batch(taskIds, payloads)
            : new Batch(java.util.Arrays.copyOf(taskIds, count), java.util.Arrays.copyOf(payloads, count));
        sequencer.publish(seq); // release: the batch's contents happen-before the consumer's availability check
        wakeConsumerAfterPublish();
        return true;
    }

    /**
     * Messages published together, in one entry. Written by the producer before the entry's publish; afterwards read
     * only by the consumer, which also records how far a handler that threw got.
     */
    static final class Batch {
        final int[] taskIds;
        final Object[] messages;
        /** Messages the consumer has taken; only moves when a handler throws and the batch stays for the next drain. */
        int taken;

        Batch(int[] taskIds, Object[] messages) {
            this.taskIds = taskIds;
            this.messages = messages;
        }
    }

    private int index(long sequence) {
        return PAD + ((int) sequence & mask);
    }

    /** @return whether a parked (or parking) consumer was seen, and so unparked */
    private boolean wakeConsumerAfterPublish() {
        if (wakeOnPublish) {
            VarHandle.fullFence(); // StoreLoad: our publish must be visible before we read sleeper (see class doc)
            Thread t = sleeper;
            if (t != null) {
                LockSupport.unpark(t);
                return true;
            }
        }
        return false;
    }

    /**
     * Drains every message available now, in order, handing each to {@code handler}; consumer thread only.
     *
     * @return the number of messages handled
     */
    public int drain(MessageHandler handler) {
        int handled = drainRing(handler);
        if (handled > 0) {
            wakeProducersAfterDrain();
        }
        if (overflowSize.get() > 0) {
            handled += drainOverflow(handler);
        }
        return handled;
    }

    /**
     * Hands every published message after {@link #consumed} to the handler, clearing each entry as it is taken so that
     * consumed tuples do not stay reachable from the queue. The consumed sequence moves (release) once, after the
     * drain: producers then may overwrite the entries. A message whose handler throws counts as taken: a single
     * message's entry is already cleared; a batch stays in its entry, remembering how far it was taken, and the next
     * drain goes on from there.
     */
    private int drainRing(MessageHandler handler) {
        long first = consumed.get() + 1;
        // The cursor is where producers have claimed up to; the availability flags (acquire) say what they published.
        long last = sequencer.getHighestPublishedSequence(first, sequencer.getCursor());
        if (last < first) {
            return 0;
        }
        long seq = first; // the next sequence to take
        int handled = 0;
        try {
            for (; seq <= last; seq++) {
                int index = index(seq);
                Object payload = payloads[index];
                if (payload instanceof Batch batch) {
                    handled += handleBatch(handler, batch, seq == last ? seq : -1L);
                    payloads[index] = null;
                } else {
                    int taskId = taskIds[index];
                    payloads[index] = null;
                    if (seq == last) {
                        LAST_TAKEN.setOpaque(this, seq); // before the handler: it may block in user code
                    }
                    handled++;
                    handler.onMessage(taskId, payload);
                }
            }
        } catch (Throwable t) {
            if (payloads[index(seq)] == null) {
                seq++; // a single message that threw counts as taken; a batch stays until its last message is
            }
            throw t;
        } finally {
            consumed.set(seq - 1); // release: our reads of the entries happen-before their reuse
        }
        return handled;
    }

    /**
     * Hands a batch's messages (from where an earlier drain stopped) to the handler; returns how many.
     *
     * @param lastOfDrain the sequence of the batch's last message when it is the drain's last message, else -1
     */
    private int handleBatch(MessageHandler handler, Batch batch, long lastOfDrain) {
        int[] ids = batch.taskIds;
        Object[] messages = batch.messages;
        int from = batch.taken;
        int i = from;
        try {
            for (; i < messages.length; i++) {
                if (lastOfDrain >= 0 && i == messages.length - 1) {
                    LAST_TAKEN.setOpaque(this, lastOfDrain); // before the handler: it may block in user code
                }
                handler.onMessage(ids[i], messages[i]);
            }
        } catch (Throwable t) {
            batch.taken = i + 1; // the message that threw counts as taken
            throw t;
        }
        return messages.length - from;
    }

    private void wakeProducersAfterDrain() {
        VarHandle.fullFence(); // StoreLoad: the consumed sequence's advance must be visible before we read the count
        long tickets = waitTickets.get();
        // A count we answered already: every producer that took one of those tickets was in parkedProducers before
        // it took it, so our last unpark reached it (or left it a permit), after its registration.
        boolean waiting = tickets != answeredTickets;
        drainSawWaitingProducers = waiting;
        // Hysteresis: a producer woken into a nearly full ring would publish a few messages and park again, paying a
        // park and an unpark (microseconds of kernel time on each side) per few messages. Left parked until half the
        // ring is free, it publishes half a ring per wake-up. An empty ring always has that room, so no wait is left
        // unanswered: a consumer that drains everything answers every ticket taken before the drain.
        if (waiting && capacityMinusPopulation() >= wakeRoom) {
            answeredTickets = tickets;
            wakeProducers();
        }
    }

    /** Whether the last drain that took messages saw a new waiting producer; consumer thread (and stress tests) only. */
    boolean drainSawWaitingProducers;

    /** Unparks every producer waiting in {@link #awaitCapacity}; any thread (the worker calls it when stopping). */
    public void wakeProducers() {
        for (Thread t : parkedProducers) {
            LockSupport.unpark(t);
        }
    }

    /**
     * Parks the calling producer until the consumer has drained enough for {@code count} messages to fit, a
     * {@link #wakeProducers()}, or the timeout. Returns at once if there is room already. Callers retry their publish
     * afterwards: another producer may have taken the room.
     */
    public void awaitCapacity(int count, long maxNanos) {
        Thread me = Thread.currentThread();
        parkedProducers.add(me);
        try {
            if (!registerWaitingThenHasRoom(count)) {
                LockSupport.parkNanos(this, maxNanos);
            }
        } finally {
            parkedProducers.remove(me);
        }
    }

    /**
     * The producer's half of the waiting-producer handshake: register (already in {@link #parkedProducers}), then look
     * for room.
     */
    boolean registerWaitingThenHasRoom(int count) {
        waitTickets.incrementAndGet(); // a full fence: registered before we look at the consumer's progress
        return sequencer.hasAvailableCapacity(count);
    }

    /**
     * Drains at most what the overflow held on entry, so producers adding to it cannot keep us here forever, and only
     * entries whose preceding ring messages were consumed: a producer's messages stay in order across ring and
     * overflow. Entries still waiting are taken by a later drain, after the ring poll that passes them.
     */
    private int drainOverflow(MessageHandler handler) {
        long consumedUpTo = consumed.get();
        int limit = overflowSize.get();
        int handled = 0;
        OverflowEntry entry;
        while (handled < limit && (entry = overflow.peek()) != null && entry.afterSequence <= consumedUpTo) {
            overflow.poll(); // the consumer is the only thread that removes entries
            overflowSize.decrementAndGet();
            handled++;
            handler.onMessage(entry.taskId, entry.payload);
        }
        return handled;
    }

    /** A message that found the ring full (or behind other overflow): published after ring sequence {@code afterSequence}. */
    private record OverflowEntry(int taskId, Object payload, long afterSequence) {
    }

    /** True if no published message is waiting; consumer thread only. */
    public boolean isEmpty() {
        return !sequencer.isAvailable(consumed.get() + 1) && overflowSize.get() == 0;
    }

    /**
     * Parks the consumer thread until a producer publishes, {@link #wakeConsumer()} is called, or the timeout passes.
     * Consumer thread only.
     *
     * @param maxNanos the timeout; must be positive
     */
    public void parkUntilPublished(long maxNanos) {
        if (maxNanos <= 0) {
            throw new IllegalArgumentException("timeout must be positive, got " + maxNanos + " ns");
        }
        parkIfEmpty(maxNanos);
    }

    /**
     * Parks the consumer thread until a producer publishes or {@link #wakeConsumer()} is called (or a spurious
     * wake-up). No timeout: a timed park arms a kernel timer at every park and cancels it at every wake-up, about
     * half a microsecond per two hops on a virtual machine (the two-hop benchmark). Consumer thread
     * only; whoever asks the consumer to stop must call {@link #wakeConsumer()}.
     */
    public void parkUntilPublished() {
        parkIfEmpty(0L);
    }

    /** @param maxNanos the park's timeout, or 0 for none */
    private void parkIfEmpty(long maxNanos) {
        try {
            if (registerSleeperThenIsEmpty()) {
                if (maxNanos == 0L) {
                    LockSupport.park(this);
                } else {
                    LockSupport.parkNanos(this, maxNanos);
                }
            }
        } finally {
            sleeper = null;
        }
    }

    /** The consumer's half of the sleeper handshake: register, then look for data. */
    boolean registerSleeperThenIsEmpty() {
        sleeper = Thread.currentThread(); // volatile store: a full fence on the consumer side of the handshake
        return isEmpty();
    }

    /**
     * Makes {@code host} this queue's consumer for good: a chained executor's queue is drained by its host's thread,
     * which parks on its own queue or spout wait, never on this one. Registered as the sleeper before anything can be
     * published and never cleared, every publish sees it and unparks the host (the same Dekker handshake as
     * {@link #parkUntilPublished}, with the consumer's half done once); an unpark before the host parks leaves a permit,
     * so no wake-up is lost. Only timers and metrics publish here (the host calls the chained bolt directly), so the
     * unparks are rare. Requires a queue built with {@code wakeOnPublish}.
     */
    public void adoptConsumer(Thread host) {
        if (!wakeOnPublish) {
            throw new IllegalStateException("Receive queue " + name + " cannot be chained: it does not wake its consumer");
        }
        sleeper = host;
    }

    /** Whether every publish wakes a parked consumer (built for the blocking wait strategy, or chained). */
    public boolean wakesConsumerOnPublish() {
        return wakeOnPublish;
    }

    /** Wakes the consumer if it is parked in {@link #parkUntilPublished}; any thread. */
    public void wakeConsumer() {
        Thread t = sleeper;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    @Override
    public String toString() {
        return "ReceiveQueue[" + name + ", capacity=" + capacity() + ", population=" + population() + "]";
    }
}

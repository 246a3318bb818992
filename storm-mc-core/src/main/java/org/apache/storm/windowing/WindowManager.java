package org.apache.storm.windowing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Holds the events of a sliding or tumbling window and, when its trigger policy fires, asks the eviction policy which
 * events form the window, then hands the window (all events, the ones new since the last activation, and the ones
 * expired since then) to a {@link WindowLifecycleListener}.
 *
 * <p>A standalone engine driven by the policies of this package, as in Apache Storm; Storm-MC's windowed bolts run
 * on their own engine in {@code io.github.stormmc.windowing}.
 */
public class WindowManager<T> implements TriggerHandler {

    /** After this many additions without a scan, expired events are purged even if no window fires. */
    public static final int EXPIRE_EVENTS_THRESHOLD = 100;

    private static final String EVICTION_STATE_KEY = "es";
    private static final String TRIGGER_STATE_KEY = "ts";

    protected final Collection<Event<T>> queue;
    protected final WindowLifecycleListener<T> windowLifecycleListener;
    private final List<T> expiredEvents = new ArrayList<>();
    private final Set<Event<T>> prevWindowEvents = new HashSet<>();
    private final AtomicInteger eventsSinceLastExpiry = new AtomicInteger();
    private final ReentrantLock lock = new ReentrantLock(true);
    protected EvictionPolicy<T, ?> evictionPolicy;
    protected TriggerPolicy<T, ?> triggerPolicy;

    public WindowManager(WindowLifecycleListener<T> lifecycleListener) {
        this(lifecycleListener, new ConcurrentLinkedQueue<>());
    }

    /** The queue must iterate in insertion order and support removal through its iterator. */
    public WindowManager(WindowLifecycleListener<T> lifecycleListener, Collection<Event<T>> queue) {
        this.windowLifecycleListener = lifecycleListener;
        this.queue = queue;
    }

    public void setEvictionPolicy(EvictionPolicy<T, ?> evictionPolicy) {
        this.evictionPolicy = evictionPolicy;
    }

    public void setTriggerPolicy(TriggerPolicy<T, ?> triggerPolicy) {
        this.triggerPolicy = triggerPolicy;
    }

    /** Adds an event stamped with the current wall-clock time. */
    public void add(T event) {
        add(event, System.currentTimeMillis());
    }

    public void add(T event, long ts) {
        add(new EventImpl<>(event, ts));
    }

    /** Adds an event or a watermark; watermarks drive the policies but are never held in the window. */
    public void add(Event<T> windowEvent) {
        if (evictionPolicy == null || triggerPolicy == null) {
            throw new IllegalStateException("WindowManager needs an eviction policy and a trigger policy before"
                + " events are added (setEvictionPolicy/setTriggerPolicy)");
        }
        if (!windowEvent.isWatermark()) {
            queue.add(windowEvent);
        }
        evictionPolicy.track(windowEvent);
        triggerPolicy.track(windowEvent);
        compactWindow();
    }

    @Override
    public boolean onTrigger() {
        List<Event<T>> windowEvents;
        List<T> expired;
        lock.lock();
        try {
            // A full scan, since with event time an out-of-order event may sit behind one that is kept.
            windowEvents = scanEvents(true);
            expired = new ArrayList<>(expiredEvents);
            expiredEvents.clear();
        } finally {
            lock.unlock();
        }
        List<T> events = new ArrayList<>(windowEvents.size());
        List<T> newEvents = new ArrayList<>();
        for (Event<T> event : windowEvents) {
            events.add(event.get());
            if (!prevWindowEvents.contains(event)) {
                newEvents.add(event.get());
            }
        }
        prevWindowEvents.clear();
        if (!events.isEmpty()) {
            prevWindowEvents.addAll(windowEvents);
            windowLifecycleListener.onActivation(events, newEvents, expired,
                evictionPolicy.getContext().getReferenceTime());
        }
        triggerPolicy.reset();
        return !events.isEmpty();
    }

    public void shutdown() {
        if (triggerPolicy != null) {
            triggerPolicy.shutdown();
        }
    }

    /** Purges expired events every {@link #EXPIRE_EVENTS_THRESHOLD} additions, so memory stays bounded. */
    protected void compactWindow() {
        if (eventsSinceLastExpiry.incrementAndGet() >= EXPIRE_EVENTS_THRESHOLD) {
            scanEvents(false);
        }
    }

    /**
     * Expires events from the oldest on, reporting them to the listener. A full scan goes on past kept events and
     * returns those to process; a partial one stops at the first event that does not expire.
     */
    private List<Event<T>> scanEvents(boolean fullScan) {
        List<T> toExpire = new ArrayList<>();
        List<Event<T>> toProcess = new ArrayList<>();
        lock.lock();
        try {
            Iterator<Event<T>> it = queue.iterator();
            while (it.hasNext()) {
                Event<T> event = it.next();
                EvictionPolicy.Action action = evictionPolicy.evict(event);
                if (action == EvictionPolicy.Action.EXPIRE) {
                    toExpire.add(event.get());
                    it.remove();
                } else if (!fullScan || action == EvictionPolicy.Action.STOP) {
                    break;
                } else if (action == EvictionPolicy.Action.PROCESS) {
                    toProcess.add(event);
                }
            }
            expiredEvents.addAll(toExpire);
        } finally {
            lock.unlock();
        }
        eventsSinceLastExpiry.set(0);
        if (!toExpire.isEmpty()) {
            windowLifecycleListener.onExpiry(toExpire);
        }
        return toProcess;
    }

    /** The smallest timestamp of a held event in (startTs, endTs], or Long.MAX_VALUE when there is none. */
    public long getEarliestEventTs(long startTs, long endTs) {
        long earliest = Long.MAX_VALUE;
        for (Event<T> event : queue) {
            long ts = event.getTimestamp();
            if (ts > startTs && ts <= endTs) {
                earliest = Math.min(earliest, ts);
            }
        }
        return earliest;
    }

    /** How many held events have a timestamp at or before referenceTime. */
    public int getEventCount(long referenceTime) {
        int count = 0;
        for (Event<T> event : queue) {
            if (event.getTimestamp() <= referenceTime) {
                count++;
            }
        }
        return count;
    }

    /**
     * Walking the held events with timestamps in (startTs, endTs] in queue order, the largest timestamp seen so far
     * at every {@code slidingCount}-th such event: the ends of the count windows up to endTs.
     */
    public List<Long> getSlidingCountTimestamps(long startTs, long endTs, int slidingCount) {
        List<Long> timestamps = new ArrayList<>();
        if (endTs > startTs) {
            int count = 0;
            long max = Long.MIN_VALUE;
            for (Event<T> event : queue) {
                long ts = event.getTimestamp();
                if (ts > startTs && ts <= endTs) {
                    max = Math.max(max, ts);
                    if (++count % slidingCount == 0) {
                        timestamps.add(max);
                    }
                }
            }
        }
        return timestamps;
    }

    @Override
    public String toString() {
        return "WindowManager{evictionPolicy=" + evictionPolicy + ", triggerPolicy=" + triggerPolicy + '}';
    }

    /** Puts back the policies' state taken by {@link #getState()}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void restoreState(Map<String, Optional<?>> state) {
        Optional<?> eviction = state.get(EVICTION_STATE_KEY);
        if (eviction != null) {
            eviction.ifPresent(value -> ((EvictionPolicy) evictionPolicy).restoreState(value));
        }
        Optional<?> trigger = state.get(TRIGGER_STATE_KEY);
        if (trigger != null) {
            trigger.ifPresent(value -> ((TriggerPolicy) triggerPolicy).restoreState(value));
        }
    }

    /** The eviction and trigger policies' state, for checkpointing: the eviction policy's first, as Storm's. */
    public Map<String, Optional<?>> getState() {
        Map<String, Optional<?>> state = new LinkedHashMap<>();
        state.put(EVICTION_STATE_KEY, Optional.ofNullable(evictionPolicy.getState()));
        state.put(TRIGGER_STATE_KEY, Optional.ofNullable(triggerPolicy.getState()));
        return state;
    }
}

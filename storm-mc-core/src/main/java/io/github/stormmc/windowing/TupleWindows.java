package io.github.stormmc.windowing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.apache.storm.tuple.Tuple;

/**
 * The window computation of one windowed bolt task, with Storm's semantics: tuples are queued in arrival order;
 * at each trigger the queue is scanned against a reference time, tuples that fell out of the window expire (and are
 * reported at once, so they can be acked), and the rest that fall in the window form it. "New" tuples are those not
 * in the previous window; "expired" ones are those that expired since the previous trigger (a trigger with an empty
 * window discards them, as Storm does). Not thread-safe: the caller serialises access.
 */
public final class TupleWindows {
    private final WindowSpec spec;
    private final WindowListener listener;
    private final List<Entry> queue = new ArrayList<>();
    private final List<Tuple> expiredSinceTrigger = new ArrayList<>();
    private Set<Entry> previous = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Tuples counted towards the next count-slide trigger. */
    private int counted;
    /** Event time: the end of the next window to evaluate, once known. */
    private Long nextWindowEnd;
    /** Event time: the last watermark seen, if any. */
    private Long lastWatermark;

    public TupleWindows(WindowSpec spec, WindowListener listener) {
        this.spec = spec;
        this.listener = listener;
    }

    /** Adds a tuple with its timestamp (arrival time for processing-time windows, event time otherwise). */
    public void add(Tuple tuple, long timestamp) {
        queue.add(new Entry(tuple, timestamp));
        if (!spec.eventTime && spec.slideCount != null && ++counted >= spec.slideCount) {
            counted = 0;
            evaluate(timestamp);
        }
    }

    /** The slide timer of a processing-time window fired. */
    public void onSlideTimer(long now) {
        evaluate(now);
    }

    /** The watermark advanced: evaluate every window that ends at or before it. */
    public void onWatermark(long watermark) {
        lastWatermark = watermark;
        if (spec.slideCount != null) {
            countSlideWindows(watermark);
        } else {
            timeSlideWindows(watermark);
        }
    }

    /** Windows sliding by a count in event time end at every Nth tuple (in arrival order) at or before the watermark. */
    private void countSlideWindows(long watermark) {
        List<Long> ends = new ArrayList<>();
        for (Entry e : queue) {
            if (!e.counted && e.timestamp <= watermark) {
                e.counted = true;
                if (++counted >= spec.slideCount) {
                    counted = 0;
                    ends.add(e.timestamp);
                }
            }
        }
        for (long end : ends) {
            evaluate(end);
        }
    }

    /**
     * Windows sliding by time in event time end on multiples of the slide; after an empty window the next one is the
     * first aligned end that holds a tuple.
     */
    private void timeSlideWindows(long watermark) {
        long slide = spec.slideMs;
        if (nextWindowEnd == null) {
            nextWindowEnd = alignedEndOfEarliest(Long.MIN_VALUE, watermark, slide);
            if (nextWindowEnd == null) {
                return;
            }
        }
        long end = nextWindowEnd;
        while (end <= watermark) {
            if (evaluate(end)) {
                end += slide;
            } else {
                Long next = alignedEndOfEarliest(end, watermark, slide);
                if (next == null) {
                    break;
                }
                end = next;
            }
        }
        nextWindowEnd = end;
    }

    /** The first multiple of the slide at or after the earliest timestamp in (after, upTo], or null if none. */
    private Long alignedEndOfEarliest(long after, long upTo, long slide) {
        long earliest = Long.MAX_VALUE;
        for (Entry e : queue) {
            if (e.timestamp > after && e.timestamp <= upTo) {
                earliest = Math.min(earliest, e.timestamp);
            }
        }
        if (earliest == Long.MAX_VALUE) {
            return null;
        }
        long rem = Math.floorMod(earliest, slide);
        return rem == 0 ? earliest : earliest + (slide - rem);
    }

    /** Expires, collects and activates the window ending at the reference time; returns whether it was non-empty. */
    private boolean evaluate(long reference) {
        List<Tuple> expiredNow = new ArrayList<>();
        List<Entry> window = spec.lengthCount != null ? countWindow(reference, expiredNow) : timeWindow(reference, expiredNow);
        if (!expiredNow.isEmpty()) {
            listener.onExpiry(expiredNow);
            expiredSinceTrigger.addAll(expiredNow);
        }
        List<Tuple> expired = new ArrayList<>(expiredSinceTrigger);
        expiredSinceTrigger.clear();
        Set<Entry> current = Collections.newSetFromMap(new IdentityHashMap<>());
        current.addAll(window);
        if (window.isEmpty()) {
            previous = current;
            return false;
        }
        List<Tuple> all = new ArrayList<>(window.size());
        List<Tuple> fresh = new ArrayList<>();
        for (Entry e : window) {
            all.add(e.tuple);
            if (!previous.contains(e)) {
                fresh.add(e.tuple);
            }
        }
        previous = current;
        Long start = spec.lengthMs != null ? reference - spec.lengthMs : null;
        listener.onActivation(all, fresh, expired, start, reference);
        return true;
    }

    /** The last N tuples at or before the reference time (all tuples, in processing time); older ones expire. */
    private List<Entry> countWindow(long reference, List<Tuple> expiredNow) {
        int eligible = 0;
        for (Entry e : queue) {
            if (!spec.eventTime || e.timestamp <= reference) {
                eligible++;
            }
        }
        int toExpire = Math.max(0, eligible - spec.lengthCount);
        List<Entry> window = new ArrayList<>();
        for (Iterator<Entry> it = queue.iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (spec.eventTime && e.timestamp > reference) {
                continue; // a later tuple: kept for a later window
            }
            if (toExpire > 0) {
                toExpire--;
                it.remove();
                expiredNow.add(e.tuple);
            } else {
                window.add(e);
            }
        }
        return window;
    }

    /**
     * Tuples within the window length before the reference time. The scan follows arrival order and, in event time,
     * stops at a tuple further ahead of the reference than the allowed lag, so tuples that arrived after it wait for
     * a later window (Storm's behaviour).
     */
    private List<Entry> timeWindow(long reference, List<Tuple> expiredNow) {
        List<Entry> window = new ArrayList<>();
        for (Iterator<Entry> it = queue.iterator(); it.hasNext(); ) {
            Entry e = it.next();
            long age = reference - e.timestamp;
            if (age < 0) {
                if (spec.eventTime && age < -spec.lagMs) {
                    break;
                }
                continue;
            }
            if (age >= spec.lengthMs) {
                it.remove();
                expiredNow.add(e.tuple);
            } else {
                window.add(e);
            }
        }
        return window;
    }

    /**
     * Adds a tuple that does not count towards a count-slide trigger in processing time, as Storm's trigger policies
     * ignore tuples that arrive before they are started; in event time it counts once a watermark passes it.
     */
    public void hold(Tuple tuple, long timestamp) {
        Entry entry = new Entry(tuple, timestamp);
        entry.counted = lastWatermark != null && timestamp <= lastWatermark;
        queue.add(entry);
    }

    /** Tuples currently held (in a window or waiting for one). */
    public int size() {
        return queue.size();
    }

    private static final class Entry {
        final Tuple tuple;
        final long timestamp;
        boolean counted;

        Entry(Tuple tuple, long timestamp) {
            this.tuple = tuple;
            this.timestamp = timestamp;
        }
    }
}

package org.apache.storm.windowing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Supplier;

/**
 * A window manager for windows kept in a {@link org.apache.storm.windowing.persistence.WindowState}: expiry happens
 * only when the window fires (a scan between triggers would read persisted partitions back for nothing), and the
 * listener gets the window through iterators. New and expired events are not tracked: their suppliers throw.
 */
public class StatefulWindowManager<T> extends WindowManager<T> {

    public StatefulWindowManager(WindowLifecycleListener<T> lifecycleListener) {
        this(lifecycleListener, null);
    }

    public StatefulWindowManager(WindowLifecycleListener<T> lifecycleListener, Collection<Event<T>> queue) {
        super(lifecycleListener, queue == null ? new ConcurrentLinkedQueue<>() : queue);
    }

    @Override
    protected void compactWindow() {
        // expiry waits for the next trigger
    }

    @Override
    public boolean onTrigger() {
        List<T> expired = new ArrayList<>();
        List<T> window = new ArrayList<>();
        for (Iterator<Event<T>> it = queue.iterator(); it.hasNext(); ) {
            Event<T> event = it.next();
            EvictionPolicy.Action action = evictionPolicy.evict(event);
            if (action == EvictionPolicy.Action.EXPIRE) {
                expired.add(event.get());
                it.remove();
            } else if (action == EvictionPolicy.Action.STOP) {
                break;
            } else if (action == EvictionPolicy.Action.PROCESS) {
                window.add(event.get());
            }
        }
        if (!expired.isEmpty()) {
            windowLifecycleListener.onExpiry(expired);
        }
        if (!window.isEmpty()) {
            windowLifecycleListener.onActivation(window::iterator, untracked("new"), untracked("expired"),
                evictionPolicy.getContext().getReferenceTime());
        }
        triggerPolicy.reset();
        return !window.isEmpty();
    }

    private static <T> Supplier<Iterator<T>> untracked(String what) {
        return () -> {
            throw new UnsupportedOperationException("A stateful window manager does not track " + what
                + " events; iterate the window instead");
        };
    }
}

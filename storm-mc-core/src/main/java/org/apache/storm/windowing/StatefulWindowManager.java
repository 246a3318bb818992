package org.apache.storm.windowing;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Supplier;

/**
 * A window manager for windows kept in a {@link org.apache.storm.windowing.persistence.WindowState}, which may not fit
 * in memory, so no window is materialised: the listener gets the window as an iterator supplier, and the eviction
 * policy judges each event as that iterator reaches it (expired events are removed from the queue there and then, and
 * no {@code onExpiry} is called). Each call of the supplier scans the window again from the start; the first one
 * continues the scan that found the window non-empty. Iterators and supplier are valid only during the
 * {@code onActivation} call. No scan happens between triggers, and new and expired events are not tracked: those
 * suppliers throw.
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
        Scan first = new Scan();
        boolean fired = first.hasNext();
        if (fired) {
            Activation activation = new Activation(first);
            windowLifecycleListener.onActivation(activation::iterator, untracked("new"), untracked("expired"),
                evictionPolicy.getContext().getReferenceTime());
            activation.end();
        }
        triggerPolicy.reset();
        return fired;
    }

    private static <T> Supplier<Iterator<T>> untracked(String what) {
        return () -> {
            throw new UnsupportedOperationException("A stateful window manager does not track " + what
                + " events; iterate the window instead");
        };
    }

    /** One pass of the eviction policy over the queue, yielding the events to process. */
    private final class Scan implements Iterator<T> {
        private final Iterator<Event<T>> events;
        private T next;
        private boolean stopped;

        Scan() {
            evictionPolicy.reset();
            events = queue.iterator();
        }

        @Override
        public boolean hasNext() {
            while (next == null && !stopped && events.hasNext()) {
                Event<T> event = events.next();
                switch (evictionPolicy.evict(event)) {
                    case EXPIRE -> events.remove();
                    case STOP -> stopped = true;
                    case PROCESS -> next = event.get();
                    default -> {
                        // KEEP: stays for a later window
                    }
                }
            }
            return next != null;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            T result = next;
            next = null;
            return result;
        }
    }

    /** The window of one activation: hands out scans while the activation lasts. */
    private final class Activation {
        private Scan unused;
        private boolean ended;

        Activation(Scan first) {
            this.unused = first;
        }

        Iterator<T> iterator() {
            checkLive();
            Scan scan = unused != null ? unused : new Scan();
            unused = null;
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    checkLive();
                    return scan.hasNext();
                }

                @Override
                public T next() {
                    checkLive();
                    return scan.next();
                }
            };
        }

        void end() {
            ended = true;
        }

        private void checkLive() {
            if (ended) {
                throw new IllegalStateException("A stateful window is valid only during the execute it was given to");
            }
        }
    }
}

package org.apache.storm.windowing;

import java.util.Iterator;
import java.util.List;

/** A window of events: everything in it, what arrived and what expired since the last activation. */
public interface Window<T> {

    List<T> get();

    /** An iterator over the window, for windows too large to materialise; only some windows support it. */
    default Iterator<T> getIter() {
        throw new UnsupportedOperationException(getClass().getName()
            + " does not implement getIter(); use get() to read the window");
    }

    List<T> getNew();

    List<T> getExpired();

    Long getEndTimestamp();

    Long getStartTimestamp();
}

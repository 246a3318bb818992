package io.github.stormmc.windowing;

import java.util.List;
import org.apache.storm.tuple.Tuple;

/** Receives what the window computation decides: tuples leaving the window, and each non-empty window. */
public interface WindowListener {

    void onExpiry(List<Tuple> expired);

    void onActivation(List<Tuple> window, List<Tuple> newTuples, List<Tuple> expired, Long start, Long end);
}

package io.github.stormmc.windowing;

import java.util.List;
import java.util.stream.Collectors;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TupleWindow;

/** One activation of a window as the bolt saw it, tuples rendered by their first value. */
public record WindowSeen(String get, String fresh, String expired, Long start, Long end) {

    static WindowSeen of(TupleWindow w, boolean withTimes) {
        return new WindowSeen(render(w.get()), render(w.getNew()), render(w.getExpired()),
            withTimes ? w.getStartTimestamp() : null, withTimes ? w.getEndTimestamp() : null);
    }

    static String render(List<Tuple> tuples) {
        return tuples.stream().map(t -> String.valueOf(t.getValue(0))).collect(Collectors.joining(",", "[", "]"));
    }

    @Override
    public String toString() {
        return "get=" + get + " new=" + fresh + " exp=" + expired + (end == null ? "" : " start=" + start + " end=" + end);
    }
}

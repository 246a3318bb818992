package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.streams.Pair;

/**
 * Groups two pair streams by key: on finish (end of window) forwards, per key seen on either side,
 * (key, (values of the first stream, values of the second stream)).
 */
@SuppressWarnings("unchecked")
final class CoGroup extends Op {
    private static final long serialVersionUID = 1L;
    private transient Map<Object, Pair<List<Object>, List<Object>>> groups;

    @Override
    public void execute(Object value, int parentIndex, OpContext ctx) {
        if (groups == null) {
            groups = new LinkedHashMap<>();
        }
        Pair<Object, Object> row = (Pair<Object, Object>) value;
        Pair<List<Object>, List<Object>> group =
            groups.computeIfAbsent(row.getFirst(), k -> Pair.of(new ArrayList<>(), new ArrayList<>()));
        (parentIndex == 0 ? group.getFirst() : group.getSecond()).add(row.getSecond());
    }

    @Override
    public void finish(OpContext ctx) {
        if (groups == null) {
            return;
        }
        for (Map.Entry<Object, Pair<List<Object>, List<Object>>> e : groups.entrySet()) {
            ctx.forward(Pair.of(e.getKey(), e.getValue()));
        }
        groups.clear();
    }
}

package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.ValueJoiner;

/**
 * Joins two pair streams on the key. Windowed, it joins the rows of both sides seen in the window when the window
 * completes; unwindowed, it joins each arriving row against every row seen so far on the other side.
 * An outer side keeps its unmatched rows, paired with null.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
final class Join extends Op {
    private static final long serialVersionUID = 1L;
    private final ValueJoiner joiner;
    private final boolean leftOuter;
    private final boolean rightOuter;
    private transient List<Pair<Object, Object>> left;
    private transient List<Pair<Object, Object>> right;

    Join(ValueJoiner<?, ?, ?> joiner, boolean leftOuter, boolean rightOuter) {
        this.joiner = joiner;
        this.leftOuter = leftOuter;
        this.rightOuter = rightOuter;
    }

    @Override
    public void execute(Object value, int parentIndex, OpContext ctx) {
        if (left == null) {
            left = new ArrayList<>();
            right = new ArrayList<>();
        }
        Pair<Object, Object> row = (Pair<Object, Object>) value;
        if (parentIndex == 0) {
            left.add(row);
            if (!windowed) {
                emit(List.of(row), right, ctx);
            }
        } else {
            right.add(row);
            if (!windowed) {
                emit(left, List.of(row), ctx);
            }
        }
    }

    @Override
    public void finish(OpContext ctx) {
        if (left != null) {
            emit(left, right, ctx);
            left.clear();
            right.clear();
        }
    }

    /** Indexes the right rows by key, then walks the left rows in arrival order. */
    private void emit(List<Pair<Object, Object>> leftRows, List<Pair<Object, Object>> rightRows, OpContext ctx) {
        Map<Object, List<Object>> rightByKey = new LinkedHashMap<>();
        for (Pair<Object, Object> r : rightRows) {
            rightByKey.computeIfAbsent(r.getFirst(), k -> new ArrayList<>()).add(r.getSecond());
        }
        java.util.Set<Object> matchedRight = new java.util.HashSet<>();
        for (Pair<Object, Object> l : leftRows) {
            List<Object> matches = rightByKey.get(l.getFirst());
            if (matches == null) {
                if (leftOuter) {
                    ctx.forward(Pair.of(l.getFirst(), joiner.apply(l.getSecond(), null)));
                }
                continue;
            }
            matchedRight.add(l.getFirst());
            for (Object r : matches) {
                ctx.forward(Pair.of(l.getFirst(), joiner.apply(l.getSecond(), r)));
            }
        }
        if (rightOuter) {
            for (Map.Entry<Object, List<Object>> e : rightByKey.entrySet()) {
                if (!matchedRight.contains(e.getKey())) {
                    for (Object r : e.getValue()) {
                        ctx.forward(Pair.of(e.getKey(), joiner.apply(null, r)));
                    }
                }
            }
        }
    }
}

package org.apache.storm.streams.processors;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.ValueJoiner;

/**
 * Joins the pairs of two streams on their keys. Windowed, it joins the rows both sides sent in the batch when the
 * batch ends; unwindowed, it joins each arriving row with every row the other side has sent so far. An OUTER side
 * keeps its rows that find no match, joined with null.
 *
 * <p>Output order: the rows of the larger side (the left one on a tie) are walked in arrival order, each followed by
 * its matches in the other side's arrival order; unmatched rows of the other side come last.
 */
public class JoinProcessor<K, R, V1, V2> extends BaseProcessor<Pair<K, ?>> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final ValueJoiner<V1, V2, R> valueJoiner;
    private final String leftStream;
    private final String rightStream;
    private final JoinType leftType;
    private final JoinType rightType;
    private final List<Pair<K, V1>> leftRows = new ArrayList<>();
    private final List<Pair<K, V2>> rightRows = new ArrayList<>();

    public JoinProcessor(String leftStream, String rightStream, ValueJoiner<V1, V2, R> valueJoiner) {
        this(leftStream, rightStream, valueJoiner, JoinType.INNER, JoinType.INNER);
    }

    public JoinProcessor(String leftStream, String rightStream, ValueJoiner<V1, V2, R> valueJoiner,
                         JoinType leftType, JoinType rightType) {
        this.valueJoiner = valueJoiner;
        this.leftStream = leftStream;
        this.rightStream = rightStream;
        this.leftType = leftType;
        this.rightType = rightType;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(Pair<K, ?> input, String sourceStream) {
        if (sourceStream.equals(leftStream)) {
            Pair<K, V1> row = (Pair<K, V1>) input;
            leftRows.add(row);
            if (!context.isWindowed()) {
                joinAndForward(List.of(row), rightRows);
            }
        } else if (sourceStream.equals(rightStream)) {
            Pair<K, V2> row = (Pair<K, V2>) input;
            rightRows.add(row);
            if (!context.isWindowed()) {
                joinAndForward(leftRows, List.of(row));
            }
        }
    }

    @Override
    public void finish() {
        joinAndForward(leftRows, rightRows);
        leftRows.clear();
        rightRows.clear();
    }

    public String getLeftStream() {
        return leftStream;
    }

    public String getRightStream() {
        return rightStream;
    }

    private void joinAndForward(List<Pair<K, V1>> left, List<Pair<K, V2>> right) {
        if (left.size() < right.size()) {
            probe(right, left, rightType, leftType, (r, l) -> valueJoiner.apply(l, r));
        } else {
            probe(left, right, leftType, rightType, valueJoiner::apply);
        }
    }

    /** Joins each probe row with the indexed rows of its key; {@code joiner} takes (probe value, indexed value). */
    @SuppressWarnings("unchecked")
    private <P, I> void probe(List<Pair<K, P>> probeRows, List<Pair<K, I>> indexedRows, JoinType probeType,
                              JoinType indexedType, BiFunction<P, I, R> joiner) {
        Map<K, List<I>> index = new LinkedHashMap<>();
        for (Pair<K, I> row : indexedRows) {
            index.computeIfAbsent(row.getFirst(), k -> new ArrayList<>()).add(row.getSecond());
        }
        Set<K> matched = new HashSet<>();
        for (Pair<K, P> row : probeRows) {
            List<I> matches = index.get(row.getFirst());
            if (matches == null) {
                if (probeType == JoinType.OUTER) {
                    context.forward(Pair.of(row.getFirst(), joiner.apply(row.getSecond(), null)));
                }
                continue;
            }
            matched.add(row.getFirst());
            for (I match : matches) {
                context.forward(Pair.of(row.getFirst(), joiner.apply(row.getSecond(), match)));
            }
        }
        if (indexedType == JoinType.OUTER) {
            for (Map.Entry<K, List<I>> entry : index.entrySet()) {
                if (!matched.contains(entry.getKey())) {
                    for (I value : entry.getValue()) {
                        context.forward(Pair.of(entry.getKey(), joiner.apply(null, value)));
                    }
                }
            }
        }
    }

    /** Whether a side keeps its unmatched rows (OUTER) or drops them (INNER). */
    public enum JoinType {
        INNER,
        OUTER
    }
}

package org.apache.storm.bolt;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;
import org.apache.storm.windowing.TimestampExtractor;
import org.apache.storm.windowing.TupleWindow;

/**
 * A windowed SQL-style join of streams on key fields: each window's tuples are grouped by input (stream id or source
 * component, per {@link Selector}), the first input is joined with each later one in declaration order (inner or left
 * join), and each result row is projected onto the {@link #select} fields and emitted anchored to its input tuples.
 */
public class JoinBolt extends BaseWindowedBolt {
    private static final long serialVersionUID = 1L;

    private final Selector selector;
    /** Input name to its join: the first entry is the base input (no join type). */
    private final LinkedHashMap<String, JoinSpec> joins = new LinkedHashMap<>();
    /** Null until withOutputStream: then rows go out through Storm's default-stream overload, as Storm's do. */
    private String outputStream;
    private String[] selected;
    private transient OutputCollector collector;

    /** Joins inputs selected by source component; {@code sourceId} is the base input, joined on {@code fieldName}. */
    public JoinBolt(String sourceId, String fieldName) {
        this(Selector.SOURCE, sourceId, fieldName);
    }

    public JoinBolt(Selector type, String srcOrStreamId, String fieldName) {
        this.selector = type;
        joins.put(srcOrStreamId, new JoinSpec(fieldName, null, null, null));
    }

    public JoinBolt withOutputStream(String streamName) {
        this.outputStream = streamName;
        return this;
    }

    /** Inner join of {@code newStream} (on {@code field}) with the earlier input {@code priorStream} (on its key). */
    public JoinBolt join(String newStream, String field, String priorStream) {
        return addJoin(JoinType.INNER, newStream, field, priorStream);
    }

    public JoinBolt leftJoin(String newStream, String field, String priorStream) {
        return addJoin(JoinType.LEFT, newStream, field, priorStream);
    }

    private JoinBolt addJoin(JoinType type, String newStream, String field, String priorStream) {
        if (joins.containsKey(newStream)) {
            throw new IllegalArgumentException("'" + newStream + "' is already part of join. Cannot join with it more than once.");
        }
        if (field.contains(":")) {
            throw new IllegalArgumentException("Not expecting stream qualifier ':' in '" + field + "'. Stream name '"
                    + newStream + "' is implicit in this context");
        }
        JoinSpec prior = joins.get(priorStream);
        if (prior == null) {
            throw new IllegalArgumentException("Stream '" + priorStream + "' was not previously declared");
        }
        joins.put(newStream, new JoinSpec(field, type, priorStream, prior.field));
        return this;
    }

    /** The output fields, comma separated; each is {@code field}, {@code input:field}, or a dotted path into maps. */
    public JoinBolt select(String commaSeparatedKeys) {
        String[] parts = commaSeparatedKeys.split(",");
        for (int i = 0; i < parts.length; i++) {
            parts[i] = parts[i].trim();
            if (parts[i].startsWith(":")) { // an empty input qualifier names the bare field
                parts[i] = parts[i].substring(1).trim();
            }
        }
        selected = parts;
        return this;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        if (outputStream == null) {
            declarer.declare(new Fields(requireSelected()));
        } else {
            declarer.declareStream(outputStream, new Fields(requireSelected()));
        }
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        requireSelected();
        this.collector = collector;
    }

    private String[] requireSelected() {
        if (selected == null) {
            throw new IllegalArgumentException("Must specify output fields via .select() method.");
        }
        return selected;
    }

    @Override
    public void execute(TupleWindow inputWindow) {
        Map<String, List<Tuple>> byInput = new HashMap<>();
        for (Tuple t : inputWindow.get()) {
            String input = selector == Selector.STREAM ? t.getSourceStreamId() : t.getSourceComponent();
            if (!joins.containsKey(input)) {
                throw new RuntimeException("Join information for '" + input + "' not found. Check the join clauses.");
            }
            byInput.computeIfAbsent(input, k -> new ArrayList<>()).add(t);
        }
        List<List<Tuple>> rows = new ArrayList<>();
        boolean first = true;
        for (Map.Entry<String, JoinSpec> e : joins.entrySet()) {
            List<Tuple> tuples = byInput.getOrDefault(e.getKey(), List.of());
            if (first) {
                for (Tuple t : tuples) {
                    List<Tuple> row = new ArrayList<>();
                    row.add(t);
                    rows.add(row);
                }
                first = false;
            } else {
                rows = joinStep(rows, e.getKey(), e.getValue(), tuples);
            }
        }
        for (List<Tuple> row : rows) {
            List<Object> values = new ArrayList<>(selected.length);
            for (String field : selected) {
                values.add(lookup(field, row));
            }
            if (outputStream == null) {
                collector.emit(row, values); // an OutputCollector subclass overriding only this overload sees every row
            } else {
                collector.emit(outputStream, row, values);
            }
        }
    }

    /**
     * Joins the rows so far with one more input: rows keep left-major order, right tuples their arrival order. A row
     * without a key for this step (its prior input was absent after an earlier left join, or the key is null) is
     * dropped even by a left join, as Storm's does: a left join keeps only rows whose key found no match.
     */
    private List<List<Tuple>> joinStep(List<List<Tuple>> rows, String input, JoinSpec spec, List<Tuple> tuples) {
        Map<Object, List<Tuple>> byKey = new HashMap<>();
        for (Tuple t : tuples) {
            byKey.computeIfAbsent(field(t, spec.field), k -> new ArrayList<>()).add(t);
        }
        List<List<Tuple>> out = new ArrayList<>();
        for (List<Tuple> row : rows) {
            Object key = rowValue(row, spec.priorInput, spec.priorField.split("\\."));
            if (key == null) {
                continue;
            }
            List<Tuple> matches = byKey.get(key);
            if (matches != null) {
                for (Tuple m : matches) {
                    List<Tuple> joined = new ArrayList<>(row);
                    joined.add(m);
                    out.add(joined);
                }
            } else if (spec.type == JoinType.LEFT) {
                out.add(row);
            }
        }
        return out;
    }

    /**
     * A selected field: {@code input:path} reads only that input's tuple (input names compare ignoring case), a bare
     * path (or {@code :path}) the first tuple of the row where it is present and not null; dotted paths go into maps.
     */
    private Object lookup(String selectedField, List<Tuple> row) {
        int colon = selectedField.indexOf(':');
        String input = colon > 0 ? selectedField.substring(0, colon).trim() : null;
        String path = colon < 0 ? selectedField : selectedField.substring(colon + 1);
        return rowValue(row, input, path.trim().split("\\."));
    }

    private Object rowValue(List<Tuple> row, String input, String[] path) {
        for (Tuple t : row) {
            String name = selector == Selector.STREAM ? t.getSourceStreamId() : t.getSourceComponent();
            if (input != null && !input.equalsIgnoreCase(name) || !t.contains(path[0])) {
                continue;
            }
            Object value = t.getValueByField(path[0]);
            for (int i = 1; i < path.length && value != null; i++) {
                value = value instanceof Map<?, ?> m ? m.get(path[i]) : null;
            }
            if (value != null) {
                return value;
            }
        }
        return null;
    }

    private static Object field(Tuple t, String path) {
        String[] parts = path.split("\\.");
        Object value = t.contains(parts[0]) ? t.getValueByField(parts[0]) : null;
        for (int i = 1; i < parts.length && value != null; i++) {
            value = value instanceof Map<?, ?> m ? m.get(parts[i]) : null;
        }
        return value;
    }

    @Override
    public JoinBolt withWindow(Count windowLength, Count slidingInterval) {
        super.withWindow(windowLength, slidingInterval);
        return this;
    }

    @Override
    public JoinBolt withWindow(Count windowLength, Duration slidingInterval) {
        super.withWindow(windowLength, slidingInterval);
        return this;
    }

    @Override
    public JoinBolt withWindow(Duration windowLength, Count slidingInterval) {
        super.withWindow(windowLength, slidingInterval);
        return this;
    }

    @Override
    public JoinBolt withWindow(Duration windowLength, Duration slidingInterval) {
        super.withWindow(windowLength, slidingInterval);
        return this;
    }

    @Override
    public JoinBolt withWindow(Count windowLength) {
        super.withWindow(windowLength);
        return this;
    }

    @Override
    public JoinBolt withWindow(Duration windowLength) {
        super.withWindow(windowLength);
        return this;
    }

    @Override
    public JoinBolt withTumblingWindow(Count count) {
        super.withTumblingWindow(count);
        return this;
    }

    @Override
    public JoinBolt withTumblingWindow(Duration duration) {
        super.withTumblingWindow(duration);
        return this;
    }

    @Override
    public JoinBolt withTimestampField(String fieldName) {
        super.withTimestampField(fieldName);
        return this;
    }

    @Override
    public JoinBolt withTimestampExtractor(TimestampExtractor timestampExtractor) {
        super.withTimestampExtractor(timestampExtractor);
        return this;
    }

    @Override
    public JoinBolt withLateTupleStream(String streamId) {
        super.withLateTupleStream(streamId);
        return this;
    }

    /** How inputs are told apart. */
    public enum Selector {
        STREAM,
        SOURCE
    }

    protected enum JoinType {
        INNER,
        LEFT,
        RIGHT,
        OUTER
    }

    private static final class JoinSpec implements Serializable {
        private static final long serialVersionUID = 1L;
        final String field;
        final JoinType type;
        final String priorInput;
        final String priorField;

        JoinSpec(String field, JoinType type, String priorInput, String priorField) {
            this.field = field;
            this.type = type;
            this.priorInput = priorInput;
            this.priorField = priorField;
        }
    }
}

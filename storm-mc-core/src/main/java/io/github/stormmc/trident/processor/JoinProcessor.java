package io.github.stormmc.trident.processor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.JoinOutFieldsMode;
import org.apache.storm.trident.JoinType;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * Joins the tuples of one batch from several streams on their join fields. Each key's output is the cross product of
 * the streams' tuples with that key; a stream with no tuple for the key drops the key if INNER, contributes one
 * all-null tuple if OUTER.
 */
@SuppressWarnings("unchecked")
public final class JoinProcessor implements TridentProcessor {
    private final List<Fields> joinFields;
    private final List<Fields> otherFields;
    private final List<JoinType> types;
    private final JoinOutFieldsMode mode;
    private transient ProjectionFactory[] keys;
    private transient ProjectionFactory[] rest;
    private transient ProcessorOutput output;
    private transient int slot;

    public JoinProcessor(List<Fields> joinFields, List<Fields> otherFields, List<JoinType> types,
                         JoinOutFieldsMode mode) {
        this.joinFields = joinFields;
        this.otherFields = otherFields;
        this.types = types;
        this.mode = mode;
    }

    @Override
    public void prepare(ProcessorContext context) {
        slot = context.slot;
        output = context.output;
        int n = joinFields.size();
        keys = new ProjectionFactory[n];
        rest = new ProjectionFactory[n];
        for (int i = 0; i < n; i++) {
            keys[i] = new ProjectionFactory(context.inputs.get(i), joinFields.get(i));
            rest[i] = new ProjectionFactory(context.inputs.get(i), mode == JoinOutFieldsMode.PRESERVE
                    ? context.inputs.get(i).fields() : otherFields.get(i));
        }
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new LinkedHashMap<List<Object>, List<List<Object>>[]>());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        Map<List<Object>, List<List<Object>>[]> byKey = (Map<List<Object>, List<List<Object>>[]>) batch.get(slot);
        List<Object> key = new ArrayList<>(keys[inputIndex].create(tuple));
        List<List<Object>>[] sides = byKey.computeIfAbsent(key, k -> {
            List<List<Object>>[] fresh = new List[joinFields.size()];
            for (int i = 0; i < fresh.length; i++) {
                fresh[i] = new ArrayList<>();
            }
            return fresh;
        });
        sides[inputIndex].add(new ArrayList<>(rest[inputIndex].create(tuple)));
    }

    @Override
    public void finishBatch(BatchRun batch) {
        Map<List<Object>, List<List<Object>>[]> byKey = (Map<List<Object>, List<List<Object>>[]>) batch.get(slot);
        for (Map.Entry<List<Object>, List<List<Object>>[]> entry : byKey.entrySet()) {
            List<List<Object>> rows = new ArrayList<>();
            rows.add(mode == JoinOutFieldsMode.PRESERVE ? new ArrayList<>() : new ArrayList<>(entry.getKey()));
            for (int i = 0; i < joinFields.size() && !rows.isEmpty(); i++) {
                List<List<Object>> side = entry.getValue()[i];
                if (side.isEmpty()) {
                    if (types.get(i) == JoinType.INNER) {
                        rows.clear();
                        break;
                    }
                    int width = mode == JoinOutFieldsMode.PRESERVE
                            ? keys[i].getOutputFields().size() + otherFields.get(i).size() : otherFields.get(i).size();
                    side = new ArrayList<>();
                    side.add(Arrays.asList(new Object[width]));
                }
                List<List<Object>> next = new ArrayList<>();
                for (List<Object> row : rows) {
                    for (List<Object> values : side) {
                        List<Object> joined = new ArrayList<>(row);
                        joined.addAll(values);
                        next.add(joined);
                    }
                }
                rows = next;
            }
            for (List<Object> row : rows) {
                output.emit(batch, row);
            }
        }
    }
}

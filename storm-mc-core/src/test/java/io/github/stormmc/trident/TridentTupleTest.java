package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.trident.processor.TupleLayout;
import java.util.List;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Trident tuples: field access, typed getters, projections sharing their parent's values. */
class TridentTupleTest {

    @Test
    void freshTupleReadsByIndexAndField() {
        TridentTuple t = TridentTupleView.createFreshTuple(new Fields("a", "b", "c"), "x", 7, 2.5);
        assertEquals(3, t.size());
        assertEquals("x", t.getString(0));
        assertEquals(7, t.getIntegerByField("b"));
        assertEquals(2.5, t.getDoubleByField("c"));
        assertEquals(List.of("a", "b", "c"), t.getFields().toList());
        assertEquals(1, t.fieldIndex("b"));
        assertTrue(t.contains("c"));
        assertFalse(t.contains("d"));
        assertEquals(List.of(2.5, "x"), t.select(new Fields("c", "a")));
        assertEquals(List.of("x", 7, 2.5), t.getValues());
        assertEquals("[x, 7, 2.5]", t.toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.getValueByField("d"));
        assertTrue(e.getMessage().contains("'d'"), e.getMessage());
    }

    @Test
    void projectionsOfProjectionsPointIntoTheOriginalValues() {
        TupleLayout layout = new TupleLayout(new Fields("a", "b", "c"));
        TridentTuple t = layout.tuple(List.of(1, 2, 3));
        ProjectionFactory cb = new ProjectionFactory(layout, new Fields("c", "b"));
        TridentTuple projected = cb.create(t);
        assertEquals(List.of(3, 2), projected);
        assertEquals(List.of("c", "b"), cb.getOutputFields());
        ProjectionFactory b = new ProjectionFactory(cb, new Fields("b"));
        assertEquals(List.of(2), b.create(projected));
        assertThrows(IllegalArgumentException.class, () -> new ProjectionFactory(layout, new Fields("z")));
        assertEquals(0, new ProjectionFactory(layout, null).create(t).size());
    }

    @Test
    void layoutsRejectDuplicateFieldsAndWrongArity() {
        assertThrows(IllegalArgumentException.class, () -> new TupleLayout(new Fields("a", "a")));
        TupleLayout layout = new TupleLayout(new Fields("a", "b"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> layout.tuple(List.of(1)));
        assertTrue(e.getMessage().contains("[a, b]"), e.getMessage());
    }
}

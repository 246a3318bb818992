package org.apache.storm.tuple;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

class FieldsTest {

    @Test
    void indexesFieldsInDeclarationOrder() {
        Fields fields = new Fields("word", "count", "ts");
        assertEquals(3, fields.size());
        assertEquals(0, fields.fieldIndex("word"));
        assertEquals(2, fields.fieldIndex("ts"));
        assertEquals("count", fields.get(1));
        assertTrue(fields.contains("count"));
        assertFalse(fields.contains("missing"));
    }

    @Test
    void missingFieldNamesTheField() {
        Fields fields = new Fields("word");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> fields.fieldIndex("nope"));
        assertEquals("nope does not exist", e.getMessage());
    }

    @Test
    void duplicateFieldIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Fields("a", "b", "a"));
        assertEquals("duplicate field 'a'", e.getMessage());
    }

    @Test
    void selectPicksValuesInSelectorOrder() {
        Fields fields = new Fields("a", "b", "c");
        assertEquals(Arrays.asList(3, 1), fields.select(new Fields("c", "a"), Arrays.asList(1, 2, 3)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> fields.select(new Fields("zz"), Arrays.asList(1, 2, 3)));
        assertEquals("zz does not exist", e.getMessage());
    }

    @Test
    void toListIsACopy() {
        Fields fields = new Fields(Arrays.asList("a", "b"));
        List<String> list = fields.toList();
        list.add("c");
        assertEquals(Arrays.asList("a", "b"), fields.toList());
        assertEquals(2, fields.size());
    }

    @Test
    void equalsHashCodeAndToStringFollowTheNameList() {
        Fields fields = new Fields("a", "b", "c");
        assertEquals(new Fields("a", "b", "c"), fields);
        assertNotEquals(new Fields("c", "b", "a"), fields);
        assertNotEquals(Arrays.asList("a", "b", "c"), fields);
        assertEquals(Arrays.asList("a", "b", "c").hashCode(), fields.hashCode());
        assertEquals("[a, b, c]", fields.toString());
    }

    @Test
    void iteratesNamesAndSurvivesJavaSerialization() {
        Fields fields = new Fields("x", "y");
        List<String> names = new ArrayList<>();
        for (String name : fields) {
            names.add(name);
        }
        assertEquals(Arrays.asList("x", "y"), names);
        Iterator<String> it = fields.iterator();
        it.next();
        assertThrows(UnsupportedOperationException.class, it::remove);

        Fields copy = Utils.javaDeserialize(Utils.javaSerialize(fields), Fields.class);
        assertEquals(fields, copy);
        assertEquals(1, copy.fieldIndex("y"));
    }

    @Test
    void valuesHoldsItsArgumentsInOrder() {
        Values values = new Values("a", 1, null);
        assertEquals(Arrays.asList("a", 1, null), values);
        assertEquals(0, new Values().size());
    }
}

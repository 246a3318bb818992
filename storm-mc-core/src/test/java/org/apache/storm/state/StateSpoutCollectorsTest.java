package org.apache.storm.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** State spouts run neither on Storm nor on Storm-MC; their collectors say so instead of dropping entries. */
class StateSpoutCollectorsTest {

    @Test
    void collectorsRefuseWithAClearMessage() {
        UnsupportedOperationException add = assertThrows(UnsupportedOperationException.class,
            () -> new StateSpoutOutputCollector().add(1, "id", List.of("v")));
        assertEquals("State spouts are not supported (neither by Apache Storm nor by Storm-MC): nothing receives"
            + " entries added on stream 1", add.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> new StateSpoutOutputCollector().remove(1, "id"));
    }
}

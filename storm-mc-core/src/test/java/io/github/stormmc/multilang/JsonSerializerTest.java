package io.github.stormmc.multilang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.storm.multilang.BoltMsg;
import org.apache.storm.multilang.JsonSerializer;
import org.apache.storm.multilang.NoOutputException;
import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.multilang.ShellMsg.ShellLogLevel;
import org.apache.storm.multilang.SpoutMsg;
import org.junit.jupiter.api.Test;

/** The wire format: one JSON value, then a line holding only "end". */
class JsonSerializerTest {
    private final ByteArrayOutputStream toChild = new ByteArrayOutputStream();

    private JsonSerializer serializer(String fromChild) {
        JsonSerializer serializer = new JsonSerializer();
        serializer.initialize(toChild, new ByteArrayInputStream(fromChild.getBytes(StandardCharsets.UTF_8)));
        return serializer;
    }

    private String written() {
        return toChild.toString(StandardCharsets.UTF_8);
    }

    @Test
    void writesTuplesTaskIdsAndSpoutCommandsEachFollowedByEnd() throws Exception {
        JsonSerializer serializer = serializer("");
        BoltMsg tuple = new BoltMsg();
        tuple.setId("7");
        tuple.setComp("spout");
        tuple.setStream("default");
        tuple.setTask(3);
        tuple.setTuple(Arrays.asList("a", 1, null, Map.of("k", List.of('c', 2.5)), new int[] {1, 2}));
        serializer.writeBoltMsg(tuple);
        serializer.writeTaskIds(List.of(4, 5));
        SpoutMsg next = new SpoutMsg();
        next.setCommand("next");
        serializer.writeSpoutMsg(next);
        SpoutMsg ack = new SpoutMsg();
        ack.setCommand("ack");
        ack.setId(12L);
        serializer.writeSpoutMsg(ack);
        assertEquals("{\"id\":\"7\",\"comp\":\"spout\",\"stream\":\"default\",\"task\":3,"
            + "\"tuple\":[\"a\",1,null,{\"k\":[\"c\",2.5]},[1,2]]}\nend\n"
            + "[4,5]\nend\n"
            + "{\"command\":\"next\"}\nend\n"
            + "{\"command\":\"ack\",\"id\":12}\nend\n", written());
    }

    @Test
    void readsAnEmitSpreadOverSeveralLines() throws Exception {
        ShellMsg msg = serializer("{\"command\": \"emit\",\n \"anchors\": [\"3\", \"9\"], \"stream\": \"words\",\n"
            + " \"task\": 5, \"tuple\": [\"snow\", 2, 1.5, true], \"need_task_ids\": false}\nend\n").readShellMsg();
        assertEquals("emit", msg.getCommand());
        assertEquals(List.of("3", "9"), msg.getAnchors());
        assertEquals("words", msg.getStream());
        assertEquals(5L, msg.getTask());
        assertEquals(List.of("snow", 2, 1.5, true), msg.getTuple()); // json-smart's types, as on Storm
        assertFalse(msg.areTaskIdsNeeded());
    }

    @Test
    void taskIdsAreNeededUnlessRefusedAndLogLevelsFollowTheProtocolNumbers() throws Exception {
        JsonSerializer serializer = serializer("{\"command\":\"emit\",\"tuple\":[1],\"id\":\"m-1\"}\nend\n"
            + "{\"command\":\"log\",\"msg\":\"hi\",\"level\":3}\nend\n"
            + "{\"command\":\"log\",\"msg\":\"no level\"}\nend\n"
            + "{\"command\":\"metrics\",\"name\":\"m\",\"params\":{\"a\":1}}\nend\n");
        ShellMsg emit = serializer.readShellMsg();
        assertTrue(emit.areTaskIdsNeeded());
        assertEquals("m-1", emit.getId());
        assertEquals(0L, emit.getTask());
        ShellMsg warn = serializer.readShellMsg();
        assertEquals("hi", warn.getMsg());
        assertEquals(ShellLogLevel.WARN, warn.getLogLevel());
        assertEquals(ShellLogLevel.INFO, serializer.readShellMsg().getLogLevel());
        ShellMsg metrics = serializer.readShellMsg();
        assertEquals("m", metrics.getMetricName());
        assertEquals(Map.of("a", 1), metrics.getMetricParams());
        assertEquals(ShellLogLevel.TRACE, ShellLogLevel.fromInt(0));
        assertEquals(ShellLogLevel.ERROR, ShellLogLevel.fromInt(4));
        assertEquals(ShellLogLevel.INFO, ShellLogLevel.fromInt(9));
    }

    @Test
    void theEndOfTheStreamIsNoOutput() {
        NoOutputException atStart = assertThrows(NoOutputException.class, () -> serializer("").readShellMsg());
        assertEquals("The subprocess closed its stdout", atStart.getMessage());
        NoOutputException midway = assertThrows(NoOutputException.class,
            () -> serializer("{\"command\":").readShellMsg());
        assertEquals("The subprocess closed its stdout in the middle of a message: {\"command\":", midway.getMessage());
        NoOutputException empty = assertThrows(NoOutputException.class, () -> serializer("end\n").readShellMsg());
        assertEquals("The subprocess sent an empty message", empty.getMessage());
    }
}

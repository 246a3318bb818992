package org.apache.storm.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.NoOpSpoutOutputCollector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

class LambdaComponentsTest {

    @Test
    void lambdaSpoutEmitsNonNullValuesUntrackedOnTheDefaultStream() {
        List<String> emits = new ArrayList<>();
        SpoutOutputCollector collector = new SpoutOutputCollector(new NoOpSpoutOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
                emits.add(streamId + " " + tuple + " " + messageId);
                return List.of();
            }
        });
        Object[] values = {"x", null, 3};
        int[] next = {0};
        LambdaSpout spout = new LambdaSpout(() -> values[next[0]++]);
        spout.open(Map.of(), null, collector);
        spout.nextTuple();
        spout.nextTuple();
        spout.nextTuple();
        assertEquals(List.of("default [x] null", "default [3] null"), emits);

        OutputFieldsGetter getter = new OutputFieldsGetter();
        spout.declareOutputFields(getter);
        assertEquals(List.of("lambda"), getter.getFieldsDeclaration().get("default").get_output_fields());
    }

    @Test
    void lambdaBoltsDeclareTheirFieldsAndSurviveSerialization() {
        OutputFieldsGetter bi = new OutputFieldsGetter();
        new LambdaBiConsumerBolt((t, c) -> { }, new String[] {"a", "b"}).declareOutputFields(bi);
        assertEquals(List.of("a", "b"), bi.getFieldsDeclaration().get("default").get_output_fields());

        OutputFieldsGetter consumer = new OutputFieldsGetter();
        LambdaConsumerBolt bolt = new LambdaConsumerBolt(t -> { });
        bolt.declareOutputFields(consumer);
        assertEquals(Map.of(), consumer.getFieldsDeclaration());

        SerializableSupplier<String> supplier = () -> "hi";
        SerializableSupplier<?> copy = Utils.javaDeserialize(Utils.javaSerialize(supplier), SerializableSupplier.class);
        assertEquals("hi", copy.get());
    }
}

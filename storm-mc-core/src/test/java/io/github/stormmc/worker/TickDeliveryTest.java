package io.github.stormmc.worker;

import io.github.stormmc.timer.SharedTimer;
import io.github.stormmc.testing.FloodSpout;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.plan.TopologyPlanner;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.TupleUtils;
import org.junit.jupiter.api.Test;

/**
 * Tick tuples are never dropped: a bolt whose receive queue stays full while the timer fires still gets one tick per
 * task per firing, no more and no fewer. The timer is a manual one, so firings are counted, not timed.
 */
class TickDeliveryTest {
    /** Per test key: opened to let the gate bolt go on. */
    private static final Map<String, CountDownLatch> RELEASE = new ConcurrentHashMap<>();

    /** One tick as a task saw it. */
    record TickSeen(int taskId, List<Object> values) {
    }


    /** Blocks in its first execute until released, so its queue fills up; records every tick. */
    static final class GateBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient TopologyContext context;
        private transient boolean passed;

        GateBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.context = context;
        }

        @Override
        public void execute(Tuple tuple) {
            if (TupleUtils.isTick(tuple)) {
                Recorder.record(key, new TickSeen(context.getThisTaskId(), tuple.getValues()));
                return;
            }
            if (!passed) {
                passed = true;
                try {
                    RELEASE.get(key).await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void aBoltWithAFullQueueGetsEveryTick() throws Exception {
        String key = Recorder.newKey();
        RELEASE.put(key, new CountDownLatch(1));
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("flood", new FloodSpout());
        builder.setBolt("gate", new GateBolt(key), 1).setNumTasks(2).shuffleGrouping("flood")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        Map<String, Object> conf = StormConfigLoader.readStormConfig();
        conf.put(Config.TOPOLOGY_NAME, "full-ticks");
        conf.put(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, 8);
        conf.put(Config.TOPOLOGY_ACKER_EXECUTORS, 0);
        TopologyPlan plan = TopologyPlanner.plan("full-ticks-1", "full-ticks", conf, builder.createTopology());
        SharedTimer timer = SharedTimer.manual();
        Worker worker = Worker.start(plan, timer, true);
        int firings = 20;
        try {
            ReceiveQueue queue = worker.executors().stream().filter(e -> e.plan().componentId().equals("gate"))
                .map(Executor::queue).findFirst().orElseThrow();
            Await.until("the gate bolt's ring is full", () -> ringCount(queue) == queue.capacity());
            for (int i = 0; i < firings; i++) {
                // the premise: every firing meets a full ring (the bolt takes nothing while it waits at the gate)
                assertEquals(queue.capacity(), ringCount(queue), "ring before firing " + i);
                timer.advance(1000);
            }
            assertEquals(0, Recorder.count(key, TickSeen.class), "no tick can have been handled yet");
            assertEquals(2 * firings, queue.overflowSize(), "each tick waits in the overflow");
            RELEASE.get(key).countDown();
            worker.deactivate();
            Await.until(2 * firings + " ticks", () -> Recorder.count(key, TickSeen.class) >= 2 * firings);
            Await.until("the gate bolt's queue drained", () -> queue.population() == 0);
        } finally {
            RELEASE.get(key).countDown();
            worker.shutdown(0);
            timer.shutdown();
        }
        List<TickSeen> ticks = Recorder.events(key, TickSeen.class);
        Map<Integer, Long> perTask = ticks.stream()
            .collect(Collectors.groupingBy(TickSeen::taskId, TreeMap::new, Collectors.counting()));
        assertEquals(2, perTask.size(), "ticks per task " + perTask);
        perTask.values().forEach(n -> assertEquals((long) firings, n, "ticks per task " + perTask));
        ticks.forEach(t -> assertEquals(List.of(1), t.values()));
    }

    /** Messages in the ring (published, not yet consumed), without the overflow. */
    private static long ringCount(ReceiveQueue queue) {
        return queue.population() - queue.overflowSize();
    }
}

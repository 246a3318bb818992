package io.github.stormmc.examples.starter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user learns that a topology failed from bin/storm-mc itself: a bolt whose prepare always throws gives up, the
 * topology is killed, and the launcher says which task and why and exits with code 3 instead of running on.
 */
class FailedTopologyExitIT {
    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();

    private static final String SOURCE = """
        package demo;

        import java.util.Map;
        import org.apache.storm.Config;
        import org.apache.storm.StormSubmitter;
        import org.apache.storm.task.OutputCollector;
        import org.apache.storm.task.TopologyContext;
        import org.apache.storm.testing.TestWordSpout;
        import org.apache.storm.topology.OutputFieldsDeclarer;
        import org.apache.storm.topology.TopologyBuilder;
        import org.apache.storm.topology.base.BaseRichBolt;
        import org.apache.storm.tuple.Tuple;

        public class Unpreparable {
            public static class Broken extends BaseRichBolt {
                @Override
                public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
                    throw new IllegalStateException("database unreachable");
                }

                @Override
                public void execute(Tuple input) {
                }

                @Override
                public void declareOutputFields(OutputFieldsDeclarer declarer) {
                }
            }

            public static void main(String[] args) throws Exception {
                TopologyBuilder builder = new TopologyBuilder();
                builder.setSpout("words", new TestWordSpout());
                builder.setBolt("broken", new Broken()).shuffleGrouping("words");
                StormSubmitter.submitTopology("unpreparable", new Config(), builder.createTopology());
            }
        }
        """;

    @Test
    void aTopologyThatFailsStopsTheRunWithExitCode3AndTheReason(@TempDir Path tmp) throws Exception {
        Path src = Files.createDirectories(tmp.resolve("src/demo"));
        Files.writeString(src.resolve("Unpreparable.java"), SOURCE);
        String classpath = Files.readString(Path.of(System.getProperty("stormmc.starter.classpath"))).strip();
        Path jar = StarterJar.build(tmp.resolve("src"), List.of("demo/Unpreparable.java"), classpath,
            tmp.resolve("unpreparable.jar"));
        ProcessBuilder pb = new ProcessBuilder(REPO.resolve("bin/storm-mc").toString(), "jar", "--no-progress",
            "--no-status", "-c", "stormmc.task.restart.max.attempts=2", jar.toString(), "demo.Unpreparable")
            .directory(REPO.toFile()).redirectErrorStream(true).redirectOutput(tmp.resolve("out.log").toFile());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        Process p = pb.start();
        boolean exited = p.waitFor(120, TimeUnit.SECONDS); // without a ttl the run would otherwise go on forever
        String output = Files.readString(tmp.resolve("out.log"), StandardCharsets.UTF_8);
        if (!exited) {
            p.destroyForcibly();
        }
        assertTrue(exited, "the run did not stop on its own:\n" + output);
        assertEquals(3, p.exitValue(), output);
        assertTrue(output.contains("storm-mc: topology 'unpreparable' failed: Task ") && output.contains(
            "of component 'broken' gave up after 2 failed attempts of prepare"), output);
        assertTrue(output.contains("database unreachable"), output);
    }
}

package io.github.stormmc.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** What storm-mc-core's jar, its published pom and bin/storm-mc's target/lib contain. */
class ShadedJarContentsIT {

    private static final Path REPO = Path.of(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final List<String> RELOCATED = List.of("gson", "error_prone_annotations", "disruptor", "snakeyaml",
            "picocli", "asm", "prometheus-metrics-model", "prometheus-metrics-exposition-textformats",
            "prometheus-metrics-config");

    private static Path coreJar() throws Exception {
        return Path.of(LocalCluster.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void everyClassInTheJarIsStormsApiOrStormMcsOwn() throws Exception {
        List<String> stray = new ArrayList<>();
        List<String> relocated = new ArrayList<>();
        try (JarFile jar = new JarFile(coreJar().toFile())) {
            jar.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class")).forEach(n -> {
                if (!n.startsWith("org/apache/storm/") && !n.startsWith("io/github/stormmc/")) {
                    stray.add(n);
                }
                if (n.startsWith("io/github/stormmc/shaded/")) {
                    relocated.add(n);
                }
            });
        }
        assertEquals(List.of(), stray, "classes outside org/apache/storm and io/github/stormmc in " + coreJar());
        for (String c : List.of("com/google/gson/Gson", "com/lmax/disruptor/RingBuffer", "org/yaml/snakeyaml/Yaml",
                "picocli/CommandLine", "org/objectweb/asm/ClassReader",
                "io/prometheus/metrics/expositionformats/PrometheusTextFormatWriter",
                "io/prometheus/metrics/model/snapshots/CounterSnapshot", "io/prometheus/metrics/config/EscapingScheme")) {
            assertTrue(relocated.contains("io/github/stormmc/shaded/" + c + ".class"), c + " is not relocated");
        }
    }

    @Test
    void thePublishedPomListsNoRelocatedLibraryButEveryStormExposedOne() throws Exception {
        Path pom = REPO.resolve("storm-mc-core/target/dependency-reduced-pom.xml");
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile())
                .getDocumentElement();
        NodeList deps = ((Element) root.getElementsByTagName("dependencies").item(0))
                .getElementsByTagName("dependency");
        List<String> artifacts = new ArrayList<>();
        for (int i = 0; i < deps.getLength(); i++) {
            Element d = (Element) deps.item(i);
            if (d.getParentNode().getParentNode() == root) { // not the exclusions' entries
                artifacts.add(d.getElementsByTagName("artifactId").item(0).getTextContent());
            }
        }
        assertEquals(List.of(), artifacts.stream().filter(RELOCATED::contains).toList(), pom.toString());
        assertTrue(artifacts.containsAll(List.of("slf4j-api", "metrics-core", "metrics-jmx", "metrics-graphite", "kryo", "log4j-over-slf4j",
                "log4j-api", "log4j-core", "log4j-slf4j2-impl")), artifacts.toString());
    }

    @Test
    void theLaunchersLibraryDirectoryHoldsNoRelocatedLibrary() throws Exception {
        List<String> names;
        try (Stream<Path> files = Files.list(REPO.resolve("storm-mc-core/target/lib"))) {
            names = new ArrayList<>(files.map(f -> f.getFileName().toString()).toList());
        }
        Collections.sort(names);
        // What storm-client itself puts on the classpath: metrics-graphite (for GraphiteStormReporter) brings
        // amqp-client with it, as it does with storm-client.
        assertEquals(List.of("amqp-client-5.25.0.jar", "kryo-5.6.2.jar", "log4j-api-2.25.1.jar",
                "log4j-core-2.25.1.jar", "log4j-over-slf4j-2.0.17.jar", "log4j-slf4j2-impl-2.25.1.jar",
                "metrics-core-4.2.33.jar", "metrics-graphite-4.2.33.jar", "metrics-jmx-4.2.33.jar", "minlog-1.3.1.jar",
                "objenesis-3.4.jar", "reflectasm-1.11.9.jar", "slf4j-api-2.0.17.jar"), names,
                "storm-mc-core/target/lib" + File.separator);
    }
}

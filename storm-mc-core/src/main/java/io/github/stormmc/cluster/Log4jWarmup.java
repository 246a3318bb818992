package io.github.stormmc.cluster;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.convert.TypeConverterRegistry;
import org.apache.logging.log4j.core.config.plugins.util.PluginType;

/**
 * Builds, starts and stops a log4j2 configuration of its own — a console appender with a pattern layout and a root
 * logger that is off — and parses a small XML document with the JDK's parser. That loads log4j2's plugin registry
 * and the classes every file configuration needs, without creating a LoggerContext, touching the status logger's
 * settings or writing anything: the configuration is never installed. Only referenced when log4j-core is present.
 */
final class Log4jWarmup {
    private static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level [%t] %c{1} - %msg%n";
    private static final String XML = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Configuration><Appenders>"
        + "<Console name=\"warmup\"/></Appenders></Configuration>";

    private Log4jWarmup() {
    }

    static void run() throws Exception {
        // First, while no real initialisation can be under way yet (the worker starts one tens of milliseconds after
        // this thread does): log4j2 registers the converter of an enum type on its first use, and two threads doing
        // so for the same type at once make it print a status WARN about conflicting converters. Once registered
        // here, the private configuration below and the real one only look it up (seen on Java 25, whose AOT cache
        // made the two run together).
        TypeConverterRegistry.getInstance().findCompatibleConverter(ConsoleAppender.Target.class);
        PrivateConfiguration configuration = new PrivateConfiguration();
        configuration.initialize();
        configuration.start();
        configuration.stop();
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.newDocumentBuilder().parse(new ByteArrayInputStream(XML.getBytes(StandardCharsets.UTF_8)));
    }

    /** The node tree an XML configuration file would give, built directly. */
    private static final class PrivateConfiguration extends AbstractConfiguration {
        PrivateConfiguration() {
            super(null, ConfigurationSource.NULL_SOURCE);
        }

        @Override
        public void setup() {
            Node console = child(child(rootNode, "Appenders"), "Console");
            console.getAttributes().put("name", "stormmc-warmup");
            console.getAttributes().put("target", "SYSTEM_ERR");
            child(console, "PatternLayout").getAttributes().put("pattern", PATTERN);
            Node root = child(child(rootNode, "Loggers"), "Root");
            root.getAttributes().put("level", "off");
            child(root, "AppenderRef").getAttributes().put("ref", "stormmc-warmup");
        }

        private Node child(Node parent, String name) {
            PluginType<?> type = pluginManager.getPluginType(name);
            Node node = new Node(parent, name, type);
            parent.getChildren().add(node);
            return node;
        }
    }
}

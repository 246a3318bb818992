package org.apache.storm.topology;

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.StormSubmitter;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Base for a topology's main class: {@code start} parses {@code -conf file.yaml} (repeatable) and {@code -local}
 * from the arguments into {@link #conf}, then calls {@link #run} with the remaining arguments.
 */
public abstract class ConfigurableTopology {
    protected Config conf = new Config();

    public ConfigurableTopology() {
    }

    public static void start(ConfigurableTopology topology, String[] args) {
        String[] remaining = topology.parse(args);
        try {
            topology.run(remaining);
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    /** Reads a YAML file into {@code conf}; a file without a top-level map adds nothing. */
    @SuppressWarnings("unchecked")
    public static Config loadConf(String resource, Config conf) throws FileNotFoundException {
        try (InputStream in = new FileInputStream(resource)) {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
            if (loaded instanceof Map) {
                conf.putAll((Map<String, Object>) loaded);
            }
        } catch (FileNotFoundException e) {
            throw e;
        } catch (IOException e) {
            throw new RuntimeException("Cannot read configuration file " + resource, e);
        }
        return conf;
    }

    protected Config getConf() {
        return conf;
    }

    protected abstract int run(String[] args) throws Exception;

    /** Submits with the name from {@code topology.name}. */
    protected int submit(Config conf, TopologyBuilder builder) {
        Object configured = conf.get(Config.TOPOLOGY_NAME);
        String name = configured == null ? null : configured.toString();
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("Must specify topology name via " + Config.TOPOLOGY_NAME);
        }
        return submit(name, conf, builder);
    }

    protected int submit(String name, Config conf, TopologyBuilder builder) {
        try {
            StormSubmitter.submitTopology(name, conf, builder.createTopology());
        } catch (Exception e) {
            throw new RuntimeException("Submitting topology '" + name + "' failed", e);
        }
        return 0;
    }

    private String[] parse(String[] args) {
        List<String> remaining = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if ("-conf".equals(args[i]) && i + 1 < args.length) {
                try {
                    loadConf(args[++i], conf);
                } catch (FileNotFoundException e) {
                    throw new IllegalArgumentException("Configuration file not found: " + args[i], e);
                }
            } else if ("-local".equals(args[i])) {
                // Storm's local flag: every run is local in Storm-MC.
                continue;
            } else {
                remaining.add(args[i]);
            }
        }
        return remaining.toArray(new String[0]);
    }
}

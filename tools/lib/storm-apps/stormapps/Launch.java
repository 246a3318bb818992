package stormapps;

import java.io.InputStream;
import java.util.Properties;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.StormTopology;
import org.dspbench.AppDriver;
import org.dspbench.topology.AbstractTopology;
import org.dspbench.util.config.Configuration;

/**
 * Runs one DSPBench application in a local cluster as DSPBench's own StormRunner does in local mode (load
 * /config/APP.properties from the classpath, build the topology through AppDriver, submit, sleep, kill, shut down).
 * StormRunner itself names every application, two of which need libraries Maven Central does not serve, so it does
 * not compile here; this launcher names only the one it runs.
 *
 * <p>Arguments: app name, topology class, run time in seconds.
 */
public final class Launch {
    public static void main(String[] args) throws Exception {
        String app = args[0];
        @SuppressWarnings("unchecked")
        Class<? extends AbstractTopology> topologyClass = (Class<? extends AbstractTopology>) Class.forName(args[1]);
        int seconds = Integer.parseInt(args[2]);
        Properties properties = new Properties();
        try (InputStream in = Launch.class.getResourceAsStream("/config/" + app + ".properties")) {
            properties.load(in);
        }
        Config config = Configuration.fromProperties(properties);
        AppDriver driver = new AppDriver();
        driver.addApp(app, topologyClass);
        StormTopology topology = driver.getApp(app).getTopology(app, config);
        LocalCluster cluster = new LocalCluster();
        cluster.submitTopology(app, config, topology);
        Thread.sleep(seconds * 1000L);
        cluster.killTopology(app);
        cluster.shutdown();
        System.out.println("storm-apps: " + app + " ran for " + seconds + " s");
        System.exit(0);
    }
}

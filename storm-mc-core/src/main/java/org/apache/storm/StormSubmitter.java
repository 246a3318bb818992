package org.apache.storm;

import io.github.stormmc.config.ConfigValidator;
import io.github.stormmc.json.Json;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.thrift.TException;
import org.apache.storm.utils.NimbusClient;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Submits a topology to run in this JVM: to the cluster installed by {@code storm local} /
 * {@code bin/storm-mc} ({@link NimbusClient.LocalOverride}), otherwise to the process-wide Storm-MC cluster. The
 * topology keeps running after the call returns, as on a real cluster, until it is killed or the JVM stops.
 */
public class StormSubmitter {
    public static final Logger LOG = LoggerFactory.getLogger(StormSubmitter.class);
    public static final Pattern zkDigestPattern = Pattern.compile("\\S+:\\S+");

    public StormSubmitter() {
    }

    public static boolean validateZKDigestPayload(String payload) {
        return payload != null && zkDigestPattern.matcher(payload).matches();
    }

    /** There is no ZooKeeper to authenticate to; the configuration is returned unchanged, as a copy. */
    public static Map<String, Object> prepareZookeeperAuthentication(Map<String, Object> conf) {
        return new HashMap<>(conf);
    }

    public static boolean pushCredentials(String name, Map<String, Object> topoConf, Map<String, String> credentials)
        throws AuthorizationException, NotAliveException, InvalidTopologyException {
        return pushCredentials(name, topoConf, credentials, null);
    }

    public static boolean pushCredentials(String name, Map<String, Object> topoConf, Map<String, String> credentials,
                                          String expectedUser)
        throws AuthorizationException, NotAliveException, InvalidTopologyException {
        throw new UnsupportedOperationException("Storm-MC does not support pushing credentials to a running topology "
            + "(topology '" + name + "')");
    }

    public static void submitTopology(String name, Map<String, Object> topoConf, StormTopology topology)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException {
        submitTopology(name, topoConf, topology, null, null);
    }

    public static void submitTopology(String name, Map<String, Object> topoConf, StormTopology topology, SubmitOptions opts)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException {
        submitTopology(name, topoConf, topology, opts, null);
    }

    public static void submitTopology(String name, Map<String, Object> topoConf, StormTopology topology, SubmitOptions opts,
                                      ProgressListener progressListener)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException {
        submitTopologyAs(name, topoConf, topology, opts, progressListener, null);
    }

    public static void submitTopologyAs(String name, Map<String, Object> topoConf, StormTopology topology, SubmitOptions opts,
                                        ProgressListener progressListener, String asUser)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException, IllegalArgumentException {
        // Storm's order of checks: the name, the conf (null is an empty conf), then the spouts.
        Utils.validateTopologyName(name);
        Map<String, Object> conf = topoConf == null ? new HashMap<>() : new HashMap<>(topoConf);
        try {
            ConfigValidator.validateJsonSerializable(conf);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Storm conf is not valid. Must be json-serializable: " + e.getMessage(), e);
        }
        if (topology.get_spouts_size() == 0) {
            throw new org.apache.storm.utils.WrappedInvalidTopologyException("Topology " + name
                + " does not have any spout");
        }
        conf.putAll(Utils.readCommandLineOpts());
        try {
            NimbusClient.getConfiguredClient(conf).getClient()
                .submitTopologyWithOpts(name, null, Json.write(conf), topology, opts);
        } catch (AlreadyAliveException | InvalidTopologyException | AuthorizationException e) {
            throw e;
        } catch (TException e) {
            throw new RuntimeException("Submitting topology '" + name + "' failed: " + e.getMessage(), e);
        }
        LOG.info("Finished submitting topology: {}", name);
    }

    public static void submitTopologyWithProgressBar(String name, Map<String, Object> topoConf, StormTopology topology)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException {
        submitTopologyWithProgressBar(name, topoConf, topology, null);
    }

    /** No jar is uploaded in one JVM, so there is no progress to show; submits like {@link #submitTopology}. */
    public static void submitTopologyWithProgressBar(String name, Map<String, Object> topoConf, StormTopology topology,
                                                     SubmitOptions opts)
        throws AlreadyAliveException, InvalidTopologyException, AuthorizationException {
        submitTopology(name, topoConf, topology, opts, null);
    }

    /** Topologies run from this JVM's classpath: nothing is uploaded and the jar's own path is returned. */
    public static String submitJar(Map<String, Object> conf, String localJar) {
        return localJar;
    }

    public static String submitJar(Map<String, Object> conf, String localJar, ProgressListener listener) {
        return localJar;
    }

    public static String submitJarAs(Map<String, Object> conf, String localJar, ProgressListener listener,
                                     NimbusClient client) {
        return localJar;
    }

    public static String submitJarAs(Map<String, Object> conf, String localJar, ProgressListener listener, String asUser) {
        return localJar;
    }

    /** Jar-upload progress callbacks; never called by Storm-MC, which uploads nothing. */
    public interface ProgressListener {
        void onStart(String srcFile, String targetFile, long totalBytes);

        void onProgress(String srcFile, String targetFile, long bytesUploaded, long totalBytes);

        void onCompleted(String srcFile, String targetFile, long totalBytes);
    }
}

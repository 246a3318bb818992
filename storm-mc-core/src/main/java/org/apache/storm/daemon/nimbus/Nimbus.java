package org.apache.storm.daemon.nimbus;

import java.nio.ByteBuffer;
import java.util.List;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.BeginDownloadResult;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.Credentials;
import org.apache.storm.generated.GetInfoOptions;
import org.apache.storm.generated.IllegalStateException;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.KeyAlreadyExistsException;
import org.apache.storm.generated.KeyNotFoundException;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.ListBlobsResult;
import org.apache.storm.generated.LogConfig;
import org.apache.storm.generated.NimbusSummary;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.ProfileAction;
import org.apache.storm.generated.ProfileRequest;
import org.apache.storm.generated.ReadableBlobMeta;
import org.apache.storm.generated.RebalanceOptions;
import org.apache.storm.generated.SettableBlobMeta;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.thrift.TException;

/**
 * What {@link LocalCluster#getNimbus()} returns: in Storm the local cluster's Nimbus daemon, in Storm-MC a facade
 * whose {@link org.apache.storm.generated.Nimbus.Iface} calls are answered by the local cluster itself (submit, kill, activate, rebalance,
 * cluster and topology summaries, ...). Storm's daemon-only methods are not provided.
 */
public class Nimbus implements org.apache.storm.generated.Nimbus.Iface {

    private final LocalCluster cluster;

    /** A facade over the given local cluster. */
    public Nimbus(LocalCluster cluster) {
        if (cluster == null) {
            throw new IllegalArgumentException("a Nimbus facade needs the LocalCluster it answers for");
        }
        this.cluster = cluster;
    }

    @Override
    public void activate(String name) throws NotAliveException, AuthorizationException, TException {
        cluster.activate(name);
    }

    @Override
    public BeginDownloadResult beginBlobDownload(String key) throws AuthorizationException, KeyNotFoundException, TException {
        return cluster.beginBlobDownload(key);
    }

    @Override
    public String beginCreateBlob(String key, SettableBlobMeta meta) throws AuthorizationException, KeyAlreadyExistsException, TException {
        return cluster.beginCreateBlob(key, meta);
    }

    @Override
    public String beginFileUpload() throws AuthorizationException, TException {
        return cluster.beginFileUpload();
    }

    @Override
    public String beginUpdateBlob(String key) throws AuthorizationException, KeyNotFoundException, TException {
        return cluster.beginUpdateBlob(key);
    }

    @Override
    public void cancelBlobUpload(String session) throws AuthorizationException, TException {
        cluster.cancelBlobUpload(session);
    }

    @Override
    public void createStateInZookeeper(String key) throws TException {
        cluster.createStateInZookeeper(key);
    }

    @Override
    public void deactivate(String name) throws NotAliveException, AuthorizationException, TException {
        cluster.deactivate(name);
    }

    @Override
    public void debug(String name, String component, boolean enable, double samplingPercentage) throws NotAliveException, AuthorizationException, TException {
        cluster.debug(name, component, enable, samplingPercentage);
    }

    @Override
    public void deleteBlob(String key) throws AuthorizationException, KeyNotFoundException, IllegalStateException, TException {
        cluster.deleteBlob(key);
    }

    @Override
    public ByteBuffer downloadBlobChunk(String session) throws AuthorizationException, TException {
        return cluster.downloadBlobChunk(session);
    }

    @Override
    public ByteBuffer downloadChunk(String id) throws AuthorizationException, TException {
        return cluster.downloadChunk(id);
    }

    @Override
    public void finishBlobUpload(String session) throws AuthorizationException, TException {
        cluster.finishBlobUpload(session);
    }

    @Override
    public void finishFileUpload(String location) throws AuthorizationException, TException {
        cluster.finishFileUpload(location);
    }

    @Override
    public ReadableBlobMeta getBlobMeta(String key) throws AuthorizationException, KeyNotFoundException, TException {
        return cluster.getBlobMeta(key);
    }

    @Override
    public int getBlobReplication(String key) throws AuthorizationException, KeyNotFoundException, TException {
        return cluster.getBlobReplication(key);
    }

    @Override
    public ClusterSummary getClusterInfo() throws AuthorizationException, TException {
        return cluster.getClusterInfo();
    }

    @Override
    public List<ProfileRequest> getComponentPendingProfileActions(String id, String component_id, ProfileAction action) throws TException {
        return cluster.getComponentPendingProfileActions(id, component_id, action);
    }

    @Override
    public NimbusSummary getLeader() throws AuthorizationException, TException {
        return cluster.getLeader();
    }

    @Override
    public LogConfig getLogConfig(String name) throws TException {
        return cluster.getLogConfig(name);
    }

    @Override
    public String getNimbusConf() throws AuthorizationException, TException {
        return cluster.getNimbusConf();
    }

    @Override
    public StormTopology getTopology(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopology(id);
    }

    @Override
    public String getTopologyConf(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologyConf(id);
    }

    @Override
    public TopologyInfo getTopologyInfo(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologyInfo(id);
    }

    @Override
    public TopologyInfo getTopologyInfoByName(String name) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologyInfoByName(name);
    }

    @Override
    public TopologyInfo getTopologyInfoByNameWithOpts(String name, GetInfoOptions options) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologyInfoByNameWithOpts(name, options);
    }

    @Override
    public TopologyInfo getTopologyInfoWithOpts(String id, GetInfoOptions options) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologyInfoWithOpts(id, options);
    }

    @Override
    public List<TopologySummary> getTopologySummaries() throws AuthorizationException, TException {
        return cluster.getTopologySummaries();
    }

    @Override
    public TopologySummary getTopologySummary(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologySummary(id);
    }

    @Override
    public TopologySummary getTopologySummaryByName(String name) throws NotAliveException, AuthorizationException, TException {
        return cluster.getTopologySummaryByName(name);
    }

    @Override
    public StormTopology getUserTopology(String id) throws NotAliveException, AuthorizationException, TException {
        return cluster.getUserTopology(id);
    }

    @Override
    public boolean isRemoteBlobExists(String blobKey) throws AuthorizationException, TException {
        return cluster.isRemoteBlobExists(blobKey);
    }

    @Override
    public boolean isTopologyNameAllowed(String name) throws AuthorizationException, TException {
        return cluster.isTopologyNameAllowed(name);
    }

    @Override
    public void killTopology(String name) throws NotAliveException, AuthorizationException, TException {
        cluster.killTopology(name);
    }

    @Override
    public void killTopologyWithOpts(String name, KillOptions options) throws NotAliveException, AuthorizationException, TException {
        cluster.killTopologyWithOpts(name, options);
    }

    @Override
    public ListBlobsResult listBlobs(String session) throws TException {
        return cluster.listBlobs(session);
    }

    @Override
    public void rebalance(String name, RebalanceOptions options) throws NotAliveException, InvalidTopologyException, AuthorizationException, TException {
        cluster.rebalance(name, options);
    }

    @Override
    public void setBlobMeta(String key, SettableBlobMeta meta) throws AuthorizationException, KeyNotFoundException, TException {
        cluster.setBlobMeta(key, meta);
    }

    @Override
    public void setLogConfig(String name, LogConfig config) throws TException {
        cluster.setLogConfig(name, config);
    }

    @Override
    public void setWorkerProfiler(String id, ProfileRequest profileRequest) throws TException {
        cluster.setWorkerProfiler(id, profileRequest);
    }

    @Override
    public void submitTopology(String name, String uploadedJarLocation, String jsonConf, StormTopology topology) throws AlreadyAliveException, InvalidTopologyException, AuthorizationException, TException {
        cluster.submitTopology(name, uploadedJarLocation, jsonConf, topology);
    }

    @Override
    public void submitTopologyWithOpts(String name, String uploadedJarLocation, String jsonConf, StormTopology topology, SubmitOptions options) throws AlreadyAliveException, InvalidTopologyException, AuthorizationException, TException {
        cluster.submitTopologyWithOpts(name, uploadedJarLocation, jsonConf, topology, options);
    }

    @Override
    public int updateBlobReplication(String key, int replication) throws AuthorizationException, KeyNotFoundException, TException {
        return cluster.updateBlobReplication(key, replication);
    }

    @Override
    public void uploadBlobChunk(String session, ByteBuffer chunk) throws AuthorizationException, TException {
        cluster.uploadBlobChunk(session, chunk);
    }

    @Override
    public void uploadChunk(String location, ByteBuffer chunk) throws AuthorizationException, TException {
        cluster.uploadChunk(location, chunk);
    }

    @Override
    public void uploadNewCredentials(String name, Credentials creds) throws NotAliveException, InvalidTopologyException, AuthorizationException, TException {
        cluster.uploadNewCredentials(name, creds);
    }
}

package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.Testing;

/**
 * Options of {@code Testing.completeTopology}: mocked spouts (none by default), the topology conf (empty), whether
 * the spouts' and capturer's shared state is removed afterwards (yes), the topology name (a random one) and how long
 * to wait for the topology to finish ({@link Testing#TEST_TIMEOUT_MS}).
 */
public class CompleteTopologyParam {
    private MockedSources mockedSources = new MockedSources();
    private Map<String, Object> stormConf = new Config();
    private Boolean cleanupState = true;
    private String topologyName;
    private Integer timeoutMs = Testing.TEST_TIMEOUT_MS;

    public MockedSources getMockedSources() {
        return mockedSources;
    }

    public void setMockedSources(MockedSources mockedSources) {
        this.mockedSources = mockedSources;
    }

    public Map<String, Object> getStormConf() {
        return stormConf;
    }

    public void setStormConf(Map<String, Object> stormConf) {
        this.stormConf = stormConf;
    }

    /** Unset (null) counts as true. */
    public boolean getCleanupState() {
        return cleanupState == null || cleanupState;
    }

    public void setCleanupState(Boolean cleanupState) {
        this.cleanupState = cleanupState;
    }

    public String getTopologyName() {
        return topologyName;
    }

    public void setTopologyName(String topologyName) {
        this.topologyName = topologyName;
    }

    public Integer getTimeoutMs() {
        return timeoutMs;
    }

    public void setTimeoutMs(Integer timeoutMs) {
        this.timeoutMs = timeoutMs;
    }
}

package org.apache.storm.testing;

import java.util.Map;

/**
 * How {@code Testing.withLocalCluster} and its variants build their cluster. Storm-MC runs no supervisors: the
 * supervisor and port counts are accepted and ignored. A Nimbus daemon (a Thrift server) is not supported.
 */
public class MkClusterParam {
    private Integer supervisors;
    private Integer portsPerSupervisor;
    private Map<String, Object> daemonConf;
    private Boolean nimbusDaemon;

    public Integer getSupervisors() {
        return supervisors;
    }

    public void setSupervisors(Integer supervisors) {
        this.supervisors = supervisors;
    }

    public Integer getPortsPerSupervisor() {
        return portsPerSupervisor;
    }

    public void setPortsPerSupervisor(Integer portsPerSupervisor) {
        this.portsPerSupervisor = portsPerSupervisor;
    }

    public Boolean isNimbusDaemon() {
        return nimbusDaemon;
    }

    public Map<String, Object> getDaemonConf() {
        return daemonConf;
    }

    public void setDaemonConf(Map<String, Object> daemonConf) {
        this.daemonConf = daemonConf;
    }

    public void setNimbusDaemon(Boolean nimbusDaemon) {
        this.nimbusDaemon = nimbusDaemon;
    }
}

package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.IMetric;

/** A metric that a multilang (shell) component updates over its RPC protocol. */
public interface IShellMetric extends IMetric {

    /** Applies an update sent by the shell process. */
    void updateMetricFromRPC(Object value);
}

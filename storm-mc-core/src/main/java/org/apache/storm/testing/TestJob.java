package org.apache.storm.testing;

import org.apache.storm.ILocalCluster;

/** The body of a test run against a local cluster by {@code Testing.withLocalCluster} and its variants. */
public interface TestJob {
    void run(ILocalCluster cluster) throws Exception;
}

package org.apache.storm.daemon;

/** Something that can be shut down; Storm's daemons and local DRPC implement it. */
public interface Shutdownable {
    void shutdown();
}

package org.apache.storm.utils;

import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.task.TopologyContext;

/** Receives the {@code log} messages of a multilang subprocess; chosen with {@code topology.multilang.log.handler}. */
public interface ShellLogHandler {

    /** Called once, before any {@link #log}, with the component class, its subprocess and its task's context. */
    void setUpContext(Class<?> ownerCls, ShellProcess process, TopologyContext context);

    void log(ShellMsg msg);
}

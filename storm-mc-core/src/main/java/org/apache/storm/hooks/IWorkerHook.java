package org.apache.storm.hooks;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.task.WorkerUserContext;

/** Runs when the topology's worker starts and shuts down. */
public interface IWorkerHook extends Serializable {

    /** Called before any task of the worker starts; does nothing unless overridden. */
    default void start(Map<String, Object> topoConf, WorkerUserContext context) {
    }

    void shutdown();
}

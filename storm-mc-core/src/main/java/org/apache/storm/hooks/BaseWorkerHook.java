package org.apache.storm.hooks;

import java.io.Serializable;

/** A worker hook that does nothing; override the methods of interest. */
public class BaseWorkerHook implements IWorkerHook, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public void shutdown() {
    }
}

package org.apache.storm.task;

/** Reports an error of a component without failing it. */
public interface IErrorReporter {

    void reportError(Throwable error);
}

package org.apache.storm.trident.spout;

/** Identifies one attempt at one batch. */
public interface IBatchID {
    Object getId();

    int getAttemptId();
}

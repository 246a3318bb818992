package org.apache.storm.state;

/** Checkpointable state with two-phase commit: prepare, then commit or roll back. */
public interface State {

    /** Stages the current changes for the given transaction. */
    void prepareCommit(long txid);

    /** Makes the changes staged for the transaction durable. */
    void commit(long txid);

    /** Makes the current changes durable outside any transaction. */
    void commit();

    /** Discards the changes since the last commit. */
    void rollback();
}

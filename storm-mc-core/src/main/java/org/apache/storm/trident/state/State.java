package org.apache.storm.trident.state;

/** A Trident state: updates for a transaction happen between {@code beginCommit(txid)} and {@code commit(txid)}. */
public interface State {
    void beginCommit(Long txid);

    void commit(Long txid);
}

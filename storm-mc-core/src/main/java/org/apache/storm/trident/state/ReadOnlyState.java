package org.apache.storm.trident.state;

/** A state that is only queried: commits do nothing. */
public class ReadOnlyState implements State {
    @Override
    public void beginCommit(Long txid) {
    }

    @Override
    public void commit(Long txid) {
    }
}

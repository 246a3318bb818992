package io.github.stormmc.trident.runtime;

import org.apache.storm.trident.topology.TransactionAttempt;

/** Where one transaction stands at the master coordinator. */
final class TxStatus {
    enum Phase { TO_START, PROCESSING, PROCESSED, COMMITTING }

    final long txid;
    int attempt;
    Phase phase = Phase.TO_START;

    TxStatus(long txid) {
        this.txid = txid;
    }

    TransactionAttempt attemptId() {
        return new TransactionAttempt(txid, attempt);
    }
}

package org.apache.storm.trident.topology;

import java.util.Objects;
import org.apache.storm.trident.spout.IBatchID;

/** One attempt at a transaction: the transaction id plus how many times it has been (re)started. */
public class TransactionAttempt implements IBatchID {
    Long txid;
    int attemptId;

    public TransactionAttempt() {
    }

    public TransactionAttempt(Long txid, int attemptId) {
        this.txid = txid;
        this.attemptId = attemptId;
    }

    public Long getTransactionId() {
        return txid;
    }

    @Override
    public Object getId() {
        return txid;
    }

    @Override
    public int getAttemptId() {
        return attemptId;
    }

    @Override
    public int hashCode() {
        return Objects.hash(txid, attemptId);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TransactionAttempt)) {
            return false;
        }
        TransactionAttempt other = (TransactionAttempt) o;
        return Objects.equals(txid, other.txid) && attemptId == other.attemptId;
    }

    @Override
    public String toString() {
        return txid + ":" + attemptId;
    }
}

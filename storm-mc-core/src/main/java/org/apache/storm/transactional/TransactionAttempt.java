package org.apache.storm.transactional;

import java.math.BigInteger;

/** One attempt at a transaction: its id and the attempt number; equal when both are. */
public class TransactionAttempt {
    BigInteger txid;
    long attemptId;

    /** For serialisation frameworks. */
    public TransactionAttempt() {
    }

    public TransactionAttempt(BigInteger txid, long attemptId) {
        this.txid = txid;
        this.attemptId = attemptId;
    }

    public BigInteger getTransactionId() {
        return txid;
    }

    public long getAttemptId() {
        return attemptId;
    }

    @Override
    public int hashCode() {
        return 31 * (txid == null ? 0 : txid.hashCode()) + Long.hashCode(attemptId);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TransactionAttempt other && other.attemptId == attemptId
            && java.util.Objects.equals(other.txid, txid);
    }

    @Override
    public String toString() {
        return "" + txid + ":" + attemptId;
    }
}

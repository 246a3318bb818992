package org.apache.storm.trident.state;

/** A value with the transaction that last wrote it. */
public class TransactionalValue<T> {
    T val;
    Long txid;

    public TransactionalValue(Long txid, T val) {
        this.txid = txid;
        this.val = val;
    }

    public T getVal() {
        return val;
    }

    public Long getTxid() {
        return txid;
    }

    @Override
    public String toString() {
        return "TransactionalValue{txid=" + txid + ", val=" + val + "}";
    }
}

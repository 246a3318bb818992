package org.apache.storm.trident.state;

/**
 * A value as of the transaction that last wrote it, plus the value before that transaction: a replay of the same
 * transaction (possibly with a different batch) recomputes from {@code prev}.
 */
public class OpaqueValue<T> {
    Long currTxid;
    T prev;
    T curr;

    public OpaqueValue(Long currTxid, T val, T prev) {
        this.currTxid = currTxid;
        this.curr = val;
        this.prev = prev;
    }

    public OpaqueValue(Long currTxid, T val) {
        this(currTxid, val, null);
    }

    /** The value after transaction {@code batchTxid} wrote {@code newVal}. */
    public OpaqueValue<T> update(Long batchTxid, T newVal) {
        return new OpaqueValue<>(batchTxid, newVal, get(batchTxid));
    }

    /** The value transaction {@code batchTxid} should build on. */
    public T get(Long batchTxid) {
        if (batchTxid == null || currTxid == null || currTxid < batchTxid) {
            return curr;
        }
        if (batchTxid.equals(currTxid)) {
            return prev;
        }
        throw new IllegalStateException("Transaction " + batchTxid + " is behind the state's transaction " + currTxid
                + ": " + this);
    }

    public T getCurr() {
        return curr;
    }

    public Long getCurrTxid() {
        return currTxid;
    }

    public T getPrev() {
        return prev;
    }

    @Override
    public String toString() {
        return "OpaqueValue{currTxid=" + currTxid + ", prev=" + prev + ", curr=" + curr + "}";
    }
}

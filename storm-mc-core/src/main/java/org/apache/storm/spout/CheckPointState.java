package org.apache.storm.spout;

import java.util.Objects;

/**
 * Where the checkpoint protocol stands: the current transaction id and whether it is committed, being prepared or
 * being committed; gives the next action to broadcast and the state after that action succeeds.
 */
public class CheckPointState {
    private long txid;
    private State state;

    public CheckPointState(long txid, State state) {
        this.txid = txid;
        this.state = state;
    }

    public CheckPointState() {
    }

    public long getTxid() {
        return txid;
    }

    public State getState() {
        return state;
    }

    /** The state once the next action has been acked by every stateful bolt. */
    public CheckPointState nextState(boolean recovering) {
        switch (state) {
            case PREPARING:
                // a prepared transaction interrupted by a failure is rolled back to the previous committed one
                return recovering ? new CheckPointState(txid - 1, State.COMMITTED) : new CheckPointState(txid, State.COMMITTING);
            case COMMITTING:
                return new CheckPointState(txid, State.COMMITTED);
            case COMMITTED:
            default:
                return recovering ? this : new CheckPointState(txid + 1, State.PREPARING);
        }
    }

    /** The action to broadcast next. */
    public Action nextAction(boolean recovering) {
        switch (state) {
            case PREPARING:
                return recovering ? Action.ROLLBACK : Action.PREPARE; // a transaction being prepared is (re)sent PREPARE
            case COMMITTING:
                return Action.COMMIT;
            case COMMITTED:
            default:
                return recovering ? Action.INITSTATE : Action.PREPARE;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CheckPointState other && other.txid == txid && other.state == state;
    }

    @Override
    public int hashCode() {
        return Objects.hash(txid, state);
    }

    @Override
    public String toString() {
        return "CheckPointState{txid=" + txid + ", state=" + state + "}";
    }

    public enum State {
        COMMITTED,
        COMMITTING,
        PREPARING
    }

    public enum Action {
        PREPARE,
        COMMIT,
        ROLLBACK,
        INITSTATE
    }
}

package org.apache.storm.trident.state;

/** How a state protects itself against replayed batches. */
public enum StateType {
    NON_TRANSACTIONAL,
    TRANSACTIONAL,
    OPAQUE
}

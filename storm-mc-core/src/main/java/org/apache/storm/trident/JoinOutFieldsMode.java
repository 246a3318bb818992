package org.apache.storm.trident;

/** COMPACT: the join fields once, then each stream's other fields. PRESERVE: every field of every stream. */
public enum JoinOutFieldsMode {
    COMPACT,
    PRESERVE
}

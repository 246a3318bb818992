package org.apache.storm.trident;

import java.util.Arrays;
import java.util.List;

/** How a stream takes part in a join: INNER drops keys it lacks, OUTER fills its fields with nulls instead. */
public enum JoinType {
    INNER,
    OUTER;

    public static List<JoinType> mixed(JoinType... types) {
        return Arrays.asList(types);
    }
}

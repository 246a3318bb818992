package org.apache.storm.utils;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.tuple.Tuple;

/** Helpers for tick tuples and for hashing grouping keys. */
public final class TupleUtils {
    private TupleUtils() {
    }

    /** True for the tuples the system component sends on the tick stream. */
    public static boolean isTick(Tuple tuple) {
        return tuple != null
            && Constants.SYSTEM_COMPONENT_ID.equals(tuple.getSourceComponent())
            && Constants.SYSTEM_TICK_STREAM_ID.equals(tuple.getSourceStreamId());
    }

    /**
     * The index (0..numTasks-1) of the task that a fields-grouping key goes to. Must stay identical to Storm so a key
     * lands on the same task index as it would there: floorMod of the deep hash code of the key values.
     */
    public static <T> int chooseTaskIndex(List<T> keys, int numTasks) {
        return Math.floorMod(listHashCode(keys), numTasks);
    }

    /**
     * {@link Arrays#deepHashCode} of the list's elements (arrays hash by content), computed without copying the list
     * because fields grouping calls this for every tuple.
     */
    private static <T> int listHashCode(List<T> alist) {
        if (alist == null) {
            return 1;
        }
        int hash = 1;
        for (T element : alist) {
            hash = 31 * hash + elementHashCode(element);
        }
        return hash;
    }

    private static int elementHashCode(Object element) {
        if (element == null) {
            return 0;
        }
        if (!element.getClass().isArray()) {
            return element.hashCode();
        }
        // Same per-element rule as Arrays.deepHashCode, which dispatches on the array type.
        return Arrays.deepHashCode(new Object[] {element}) - 31;
    }

    /** Sets the tick frequency in a component configuration (created when null); a non-positive frequency is ignored. */
    public static Map<String, Object> putTickFrequencyIntoComponentConfig(Map<String, Object> conf,
                                                                          int tickFreqSecs) {
        if (conf == null) {
            conf = new HashMap<>();
        }
        if (tickFreqSecs > 0) {
            conf.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, tickFreqSecs);
        }
        return conf;
    }
}

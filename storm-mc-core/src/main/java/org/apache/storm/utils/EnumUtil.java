package org.apache.storm.utils;

import java.util.EnumMap;
import java.util.function.Function;

/** Helpers for enums used as metric names and map keys. */
public class EnumUtil {

    public EnumUtil() {
    }

    /** The enum constant's name in metric style: lower case, words joined by '-'. */
    public static String toMetricName(Enum type) {
        return type.name().toLowerCase().replace('_', '-');
    }

    /** A map from every constant of the enum to the value the function gives for it. */
    public static <T extends Enum<T>, U> EnumMap<T, U> toEnumMap(Class<T> enumClass,
                                                                  Function<? super T, ? extends U> valueMapper) {
        EnumMap<T, U> map = new EnumMap<>(enumClass);
        for (T constant : enumClass.getEnumConstants()) {
            map.put(constant, valueMapper.apply(constant));
        }
        return map;
    }
}

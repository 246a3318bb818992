package org.apache.storm.thrift;

import java.io.Serializable;

/**
 * Generic field access shared by every Storm API struct and union. Storm-MC never puts these objects on a wire,
 * so the Thrift read/write methods are deliberately absent.
 *
 * @param <T> the implementing type
 * @param <F> its field identifier enum
 */
public interface TBase<T extends TBase<T, F>, F extends TFieldIdEnum> extends Comparable<T>, Serializable {
    /** The field with the given IDL id, or null when there is none. */
    F fieldForId(int fieldId);

    boolean isSet(F field);

    Object getFieldValue(F field);

    /** Sets a field; a null value unsets it. */
    void setFieldValue(F field, Object value);

    T deepCopy();

    /** Returns every field to its initial (default or unset) state. */
    void clear();
}

package org.apache.storm.thrift;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Base of Storm's API unions: exactly one field (or none) holds a value at a time.
 *
 * @param <T> the implementing union type
 * @param <F> its field identifier enum
 */
public abstract class TUnion<T extends TUnion<T, F>, F extends TFieldIdEnum> implements TBase<T, F> {
    private static final long serialVersionUID = 1L;
    /** Binary values longer than this are abbreviated in {@link #toString()}. */
    private static final int MAX_BINARY_BYTES_SHOWN = 128;

    protected Object value_;
    protected F setField_;

    protected TUnion() {
        setField_ = null;
        value_ = null;
    }

    protected TUnion(F setField, Object value) {
        setFieldValue(setField, value);
    }

    protected TUnion(TUnion<T, F> other) {
        if (!other.getClass().equals(getClass())) {
            throw new ClassCastException("Cannot copy a " + other.getClass().getName() + " into a "
                    + getClass().getName());
        }
        setField_ = other.setField_;
        value_ = deepCopyValue(other.value_);
    }

    /** Copies containers, binary buffers and nested structs so the copy shares no mutable state. */
    private static Object deepCopyValue(Object value) {
        if (value instanceof TBase<?, ?> struct) {
            return struct.deepCopy();
        }
        if (value instanceof ByteBuffer buffer) {
            ByteBuffer source = buffer.duplicate();
            byte[] bytes = new byte[source.remaining()];
            source.get(bytes);
            return ByteBuffer.wrap(bytes);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (Object element : list) {
                copy.add(deepCopyValue(element));
            }
            return copy;
        }
        if (value instanceof Set<?> set) {
            Set<Object> copy = new HashSet<>();
            for (Object element : set) {
                copy.add(deepCopyValue(element));
            }
            return copy;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = new HashMap<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                copy.put(deepCopyValue(entry.getKey()), deepCopyValue(entry.getValue()));
            }
            return copy;
        }
        // Strings, boxed primitives and enums are immutable.
        return value;
    }

    /** The field currently holding a value, or null when the union is empty. */
    public F getSetField() {
        return setField_;
    }

    public Object getFieldValue() {
        return value_;
    }

    @Override
    public Object getFieldValue(F fieldId) {
        if (fieldId != setField_) {
            throw new IllegalArgumentException("Cannot get the value of field " + fieldId
                    + " because union's set field is " + setField_);
        }
        return getFieldValue();
    }

    public Object getFieldValue(int fieldId) {
        return getFieldValue(enumForId((short) fieldId));
    }

    public boolean isSet() {
        return setField_ != null;
    }

    @Override
    public boolean isSet(F fieldId) {
        return setField_ == fieldId;
    }

    public boolean isSet(int fieldId) {
        return isSet(enumForId((short) fieldId));
    }

    @Override
    public void setFieldValue(F fieldId, Object value) {
        if (fieldId == null) {
            throw new NullPointerException("union field id must not be null");
        }
        if (value == null) {
            throw new NullPointerException("union field '" + fieldId.getFieldName() + "' cannot be set to null");
        }
        checkType(fieldId, value);
        setField_ = fieldId;
        value_ = value;
    }

    public void setFieldValue(int fieldId, Object value) {
        setFieldValue(enumForId((short) fieldId), value);
    }

    /** Throws ClassCastException when value does not fit the given field. */
    protected abstract void checkType(F setField, Object value) throws ClassCastException;

    /** The field with the given id; throws IllegalArgumentException when there is none. */
    protected abstract F enumForId(short id);

    /** Renders as {@code <Name field:value>}, or {@code <Name >} when empty, like Storm. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append('<').append(getClass().getSimpleName()).append(' ');
        if (setField_ != null) {
            sb.append(setField_.getFieldName()).append(':');
            if (value_ instanceof ByteBuffer buffer) {
                appendHex(sb, buffer);
            } else {
                sb.append(value_);
            }
        }
        return sb.append('>').toString();
    }

    private static void appendHex(StringBuilder sb, ByteBuffer buffer) {
        int start = buffer.position();
        int shown = Math.min(buffer.remaining(), MAX_BINARY_BYTES_SHOWN);
        for (int i = 0; i < shown; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(String.format("%02X", buffer.get(start + i) & 0xFF));
        }
        if (buffer.remaining() > MAX_BINARY_BYTES_SHOWN) {
            sb.append("...");
        }
    }

    @Override
    public final void clear() {
        setField_ = null;
        value_ = null;
    }
}

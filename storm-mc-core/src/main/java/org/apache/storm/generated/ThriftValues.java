package org.apache.storm.generated;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Value semantics shared by the generated API structs (copying, ordering, rendering). Hand-written, not generated;
 * package-private because it is not part of Storm's API.
 */
final class ThriftValues {
    /** Binary values longer than this are abbreviated in toString, as Storm does. */
    private static final int MAX_BINARY_BYTES_SHOWN = 128;

    private ThriftValues() {
    }

    static <E> List<E> copyList(List<E> source, UnaryOperator<E> copier) {
        List<E> copy = new ArrayList<>(source.size());
        for (E element : source) {
            copy.add(copier.apply(element));
        }
        return copy;
    }

    static <E> Set<E> copySet(Set<E> source, UnaryOperator<E> copier) {
        Set<E> copy = new HashSet<>(Math.max(16, source.size() * 2));
        for (E element : source) {
            copy.add(copier.apply(element));
        }
        return copy;
    }

    static <K, V> Map<K, V> copyMap(Map<K, V> source, UnaryOperator<K> keyCopier, UnaryOperator<V> valueCopier) {
        Map<K, V> copy = new HashMap<>(Math.max(16, source.size() * 2));
        for (Map.Entry<K, V> entry : source.entrySet()) {
            copy.put(keyCopier.apply(entry.getKey()), valueCopier.apply(entry.getValue()));
        }
        return copy;
    }

    /** A buffer over a fresh array holding exactly the remaining bytes of source (null stays null). */
    static ByteBuffer copyBinary(ByteBuffer source) {
        return source == null ? null : ByteBuffer.wrap(remainingBytes(source));
    }

    static ByteBuffer copyBinary(byte[] source) {
        return source == null ? null : ByteBuffer.wrap(source.clone());
    }

    /**
     * The bytes of a stored binary value. Stored buffers always wrap an exact-size array (see copyBinary), so
     * this hands out that array without copying, which is what Storm's getters do too.
     */
    static byte[] bytesOf(ByteBuffer stored) {
        if (stored == null) {
            return null;
        }
        if (stored.hasArray() && stored.arrayOffset() == 0 && stored.position() == 0
                && stored.remaining() == stored.array().length) {
            return stored.array();
        }
        return remainingBytes(stored);
    }

    private static byte[] remainingBytes(ByteBuffer source) {
        ByteBuffer view = source.duplicate();
        byte[] bytes = new byte[view.remaining()];
        view.get(bytes);
        return bytes;
    }

    /**
     * Total order used by compareTo: nulls first, collections by size then element by element (sets and maps in
     * sorted order), everything else (including binary ByteBuffers) by its natural order, as Storm does.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static int compare(Object a, Object b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            return compareSequences(x.size(), x.iterator(), y.size(), y.iterator());
        }
        if (a instanceof Set<?> x && b instanceof Set<?> y) {
            return compareSequences(x.size(), sorted(x).iterator(), y.size(), sorted(y).iterator());
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            return compareMaps(x, y);
        }
        return ((Comparable) a).compareTo(b);
    }

    private static int compareSequences(int sizeA, Iterator<?> a, int sizeB, Iterator<?> b) {
        int bySize = Integer.compare(sizeA, sizeB);
        if (bySize != 0) {
            return bySize;
        }
        while (a.hasNext()) {
            int byElement = compare(a.next(), b.next());
            if (byElement != 0) {
                return byElement;
            }
        }
        return 0;
    }

    private static int compareMaps(Map<?, ?> a, Map<?, ?> b) {
        int bySize = Integer.compare(a.size(), b.size());
        if (bySize != 0) {
            return bySize;
        }
        Iterator<? extends Map.Entry<?, ?>> x = sortedEntries(a).iterator();
        Iterator<? extends Map.Entry<?, ?>> y = sortedEntries(b).iterator();
        while (x.hasNext()) {
            Map.Entry<?, ?> left = x.next();
            Map.Entry<?, ?> right = y.next();
            int byKey = compare(left.getKey(), right.getKey());
            if (byKey != 0) {
                return byKey;
            }
            int byValue = compare(left.getValue(), right.getValue());
            if (byValue != 0) {
                return byValue;
            }
        }
        return 0;
    }

    private static Set<Object> sorted(Set<?> set) {
        Set<Object> sorted = new TreeSet<>(ThriftValues::compare);
        sorted.addAll(set);
        return sorted;
    }

    private static Set<? extends Map.Entry<?, ?>> sortedEntries(Map<?, ?> map) {
        Map<Object, Object> sorted = new TreeMap<>(ThriftValues::compare);
        sorted.putAll(map);
        return sorted.entrySet();
    }

    /** Appends binary as upper-case hex bytes separated by spaces, abbreviated after 128 bytes. */
    static void appendBinary(StringBuilder sb, ByteBuffer value) {
        if (value == null) {
            sb.append("null");
            return;
        }
        int start = value.position();
        int shown = Math.min(value.remaining(), MAX_BINARY_BYTES_SHOWN);
        for (int i = 0; i < shown; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(String.format("%02X", value.get(start + i) & 0xFF));
        }
        if (value.remaining() > MAX_BINARY_BYTES_SHOWN) {
            sb.append("...");
        }
    }

    /** Appends a collection of binary values as {@code [hex hex]}, the way Storm prints them. */
    static void appendBinaries(StringBuilder sb, Iterable<ByteBuffer> values) {
        if (values == null) {
            sb.append("null");
            return;
        }
        sb.append('[');
        boolean first = true;
        for (ByteBuffer value : values) {
            if (!first) {
                sb.append(' ');
            }
            appendBinary(sb, value);
            first = false;
        }
        sb.append(']');
    }
}

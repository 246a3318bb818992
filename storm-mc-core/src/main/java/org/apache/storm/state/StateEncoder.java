package org.apache.storm.state;

/** Encodes state keys and values into a backend's storage types, with a tombstone value marking deleted keys. */
public interface StateEncoder<K, V, KENCODEDT, VENCODEDT> {

    KENCODEDT encodeKey(K key);

    VENCODEDT encodeValue(V value);

    K decodeKey(KENCODEDT encodedKey);

    V decodeValue(VENCODEDT encodedValue);

    VENCODEDT getTombstoneValue();
}

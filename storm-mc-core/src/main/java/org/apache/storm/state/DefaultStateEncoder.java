package org.apache.storm.state;

import java.util.Optional;

/**
 * Encodes keys and values to bytes with the given serializers. Each value is wrapped in an {@code Optional} before it
 * is stored, so that the tombstone (an empty Optional) can never collide with a stored value.
 */
public class DefaultStateEncoder<K, V> implements StateEncoder<K, V, byte[], byte[]> {

    public static final Serializer<Optional<byte[]>> INTERNAL_VALUE_SERIALIZER = new DefaultStateSerializer<>();
    public static final byte[] TOMBSTONE = INTERNAL_VALUE_SERIALIZER.serialize(Optional.empty());

    private final Serializer<K> keySerializer;
    private final Serializer<V> valueSerializer;

    public DefaultStateEncoder(Serializer<K> keySerializer, Serializer<V> valueSerializer) {
        this.keySerializer = keySerializer;
        this.valueSerializer = valueSerializer;
    }

    public Serializer<K> getKeySerializer() {
        return keySerializer;
    }

    public Serializer<V> getValueSerializer() {
        return valueSerializer;
    }

    @Override
    public byte[] encodeKey(K key) {
        return keySerializer.serialize(key);
    }

    @Override
    public byte[] encodeValue(V value) {
        return INTERNAL_VALUE_SERIALIZER.serialize(Optional.of(valueSerializer.serialize(value)));
    }

    @Override
    public K decodeKey(byte[] encodedKey) {
        return keySerializer.deserialize(encodedKey);
    }

    /** The value, or null for the tombstone. */
    @Override
    public V decodeValue(byte[] encodedValue) {
        Optional<byte[]> wrapped = INTERNAL_VALUE_SERIALIZER.deserialize(encodedValue);
        return wrapped.map(valueSerializer::deserialize).orElse(null);
    }

    @Override
    public byte[] getTombstoneValue() {
        return TOMBSTONE;
    }
}

package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;

/**
 * A plug-in, found with {@link java.util.ServiceLoader}, that registers serializers on every Kryo that
 * {@link SerializationFactory#getKryo(java.util.Map)} builds, before the topology's own registrations.
 */
public interface SerializationRegister {
    void register(Kryo kryo) throws Exception;
}

package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import java.util.Map;

/**
 * Creates the Kryo instance used for tuples, with hooks around the registration steps
 * (registrations from the conf, then decorators).
 */
public interface IKryoFactory {
    Kryo getKryo(Map<String, Object> conf);

    void preRegister(Kryo k, Map<String, Object> conf);

    void postRegister(Kryo k, Map<String, Object> conf);

    void postDecorate(Kryo k, Map<String, Object> conf);
}

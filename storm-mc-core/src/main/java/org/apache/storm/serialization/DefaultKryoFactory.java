package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import java.util.Map;
import org.apache.storm.Config;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Storm's default {@code topology.kryo.factory}. Registration is required unless
 * {@code topology.fall.back.on.java.serialization} is true; in that case, once the topology's registrations are done,
 * an unregistered class is written with Java serialization ({@link SerializableSerializer}) and a warning naming it.
 */
public class DefaultKryoFactory implements IKryoFactory {
    private static final Logger LOG = LoggerFactory.getLogger(DefaultKryoFactory.class);

    @Override
    public Kryo getKryo(Map<String, Object> conf) {
        KryoSerializableDefault kryo = new KryoSerializableDefault();
        kryo.setRegistrationRequired(!Boolean.TRUE.equals(conf.get(Config.TOPOLOGY_FALL_BACK_ON_JAVA_SERIALIZATION)));
        kryo.setReferences(false);
        return kryo;
    }

    @Override
    public void preRegister(Kryo k, Map<String, Object> conf) {
    }

    /** From now on an unregistered class falls back on Java serialization (when registration is not required). */
    @Override
    public void postRegister(Kryo k, Map<String, Object> conf) {
        ((KryoSerializableDefault) k).overrideDefault(true);
    }

    @Override
    public void postDecorate(Kryo k, Map<String, Object> conf) {
    }

    /** A Kryo whose default serializer can be switched to Java serialization. */
    public static class KryoSerializableDefault extends Kryo {
        private boolean javaFallback;

        public void overrideDefault(boolean value) {
            javaFallback = value;
        }

        @Override
        @SuppressWarnings("rawtypes")
        public Serializer getDefaultSerializer(Class type) {
            if (!javaFallback) {
                return super.getDefaultSerializer(type);
            }
            LOG.warn("Class {} is not registered with Kryo; falling back on Java serialization. Register it in"
                + " topology.kryo.register for speed.", type.getName());
            return new SerializableSerializer();
        }
    }
}

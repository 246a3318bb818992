package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.serializers.DefaultSerializers.BigIntegerSerializer;
import io.github.stormmc.config.ApplicationClasses;
import java.lang.reflect.Constructor;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.NodeInfo;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.serialization.types.ArrayListSerializer;
import org.apache.storm.serialization.types.HashMapSerializer;
import org.apache.storm.serialization.types.HashSetSerializer;
import org.apache.storm.trident.tuple.ConsList;
import org.apache.storm.transactional.TransactionAttempt;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ListDelegate;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the Kryo instance a topology's configuration describes, in Storm's order: the {@code topology.kryo.factory}
 * makes it; Storm's own types are registered (byte[], the tuple payload with {@code topology.tuple.serializer},
 * ArrayList/HashMap/HashSet, BigInteger, transaction attempts, Values, metrics data points, ConsList, NodeInfo);
 * {@link SerializationRegister} plug-ins; the factory's preRegister; {@code topology.kryo.register} in class-name
 * order; postRegister; {@code topology.kryo.decorators}; postDecorate. Registration ids therefore match between two
 * Kryo instances built from the same configuration.
 */
public class SerializationFactory {
    public static final Logger LOG = LoggerFactory.getLogger(SerializationFactory.class);
    public static final ServiceLoader<SerializationRegister> loader = ServiceLoader.load(SerializationRegister.class);

    public static Kryo getKryo(Map<String, Object> conf) {
        IKryoFactory factory = newInstance(stringOr(conf, Config.TOPOLOGY_KRYO_FACTORY,
            DefaultKryoFactory.class.getName()), IKryoFactory.class, Config.TOPOLOGY_KRYO_FACTORY);
        Kryo k = factory.getKryo(conf);
        k.register(byte[].class);
        String payload = stringOr(conf, Config.TOPOLOGY_TUPLE_SERIALIZER,
            "org.apache.storm.serialization.types.ListDelegateSerializer");
        k.register(ListDelegate.class, serializerFor(k, ListDelegate.class, load(payload,
            Config.TOPOLOGY_TUPLE_SERIALIZER), conf));
        k.register(ArrayList.class, new ArrayListSerializer());
        k.register(HashMap.class, new HashMapSerializer());
        k.register(HashSet.class, new HashSetSerializer());
        k.register(BigInteger.class, new BigIntegerSerializer());
        k.register(TransactionAttempt.class);
        k.register(Values.class);
        k.register(IMetricsConsumer.DataPoint.class);
        k.register(IMetricsConsumer.TaskInfo.class);
        k.register(ConsList.class);
        k.register(NodeInfo.class);
        synchronized (loader) {
            for (SerializationRegister register : loader) {
                try {
                    register.register(k);
                } catch (Exception e) {
                    throw new IllegalStateException("Serialization register " + register.getClass().getName()
                        + " failed", e);
                }
            }
        }
        factory.preRegister(k, conf);
        boolean skipMissing = Boolean.TRUE.equals(conf.get(Config.TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS));
        register(k, conf.get(Config.TOPOLOGY_KRYO_REGISTER), conf, skipMissing);
        factory.postRegister(k, conf);
        Object decorators = conf.get(Config.TOPOLOGY_KRYO_DECORATORS);
        if (decorators != null) {
            for (Object name : (List<?>) decorators) {
                Class<?> decorator = loadOrSkip(String.valueOf(name), Config.TOPOLOGY_KRYO_DECORATORS, skipMissing);
                if (decorator != null) {
                    newInstance(decorator.getName(), IKryoDecorator.class, Config.TOPOLOGY_KRYO_DECORATORS).decorate(k);
                }
            }
        }
        factory.postDecorate(k, conf);
        return k;
    }

    /** Registers the named classes with Kryo's default serializers, skipping names that do not load. */
    public static void register(Kryo k, List<String> classesToRegister) {
        register(k, classesToRegister, Collections.emptyMap(), true);
    }

    /**
     * Registers {@code kryoRegistrations} (a list of class names and {@code {class: serializer}} maps, or one map) in
     * class-name order, so every Kryo built from the same configuration numbers them alike.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void register(Kryo k, Object kryoRegistrations, Map<String, Object> conf, boolean skipMissing) {
        for (Map.Entry<String, String> entry : sortedRegistrations(kryoRegistrations).entrySet()) {
            Class<?> type = loadOrSkip(entry.getKey(), Config.TOPOLOGY_KRYO_REGISTER, skipMissing);
            if (type == null) {
                continue;
            }
            if (entry.getValue() == null) {
                k.register(type);
                continue;
            }
            Class<?> serializer = loadOrSkip(entry.getValue(), Config.TOPOLOGY_KRYO_REGISTER, skipMissing);
            if (serializer != null) {
                k.register(type, serializerFor(k, type, (Class) serializer, conf));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> sortedRegistrations(Object registrations) {
        Map<String, String> sorted = new TreeMap<>();
        if (registrations == null) {
            return sorted;
        }
        if (registrations instanceof Map<?, ?> map) {
            map.forEach((type, serializer) -> sorted.put(String.valueOf(type),
                serializer == null ? null : String.valueOf(serializer)));
            return sorted;
        }
        if (!(registrations instanceof List<?> list)) {
            throw new IllegalArgumentException(Config.TOPOLOGY_KRYO_REGISTER
                + " must be a list of class names and {class: serializer} maps, got " + registrations);
        }
        for (Object entry : list) {
            if (entry instanceof Map<?, ?> map) {
                sorted.putAll(sortedRegistrations(map));
            } else {
                sorted.put(String.valueOf(entry), null);
            }
        }
        return sorted;
    }

    /**
     * An instance of {@code serializer} through the first constructor it has among (Kryo, Class, Map), (Kryo, Class),
     * (Kryo, Map), (Kryo), (Class, Map), (Class) and (), as Storm looks for them.
     */
    @SuppressWarnings("rawtypes")
    private static Serializer serializerFor(Kryo k, Class<?> type, Class<? extends Serializer> serializer,
                                            Map<String, Object> conf) {
        Object[][] argumentLists = {
            {k, type, conf}, {k, type}, {k, conf}, {k}, {type, conf}, {type}, {}
        };
        Class<?>[][] parameterLists = {
            {Kryo.class, Class.class, Map.class}, {Kryo.class, Class.class}, {Kryo.class, Map.class}, {Kryo.class},
            {Class.class, Map.class}, {Class.class}, {}
        };
        for (int i = 0; i < parameterLists.length; i++) {
            Constructor<? extends Serializer> constructor;
            try {
                constructor = serializer.getConstructor(parameterLists[i]);
            } catch (NoSuchMethodException e) {
                continue;
            }
            try {
                return constructor.newInstance(argumentLists[i]);
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException("Cannot create serializer " + serializer.getName() + " for "
                    + type.getName(), e);
            }
        }
        throw new IllegalArgumentException("Serializer " + serializer.getName() + " for " + type.getName()
            + " has no public constructor Storm can call");
    }

    @SuppressWarnings("unchecked")
    private static <T> Class<? extends T> load(String name, String key) {
        try {
            return (Class<? extends T>) ApplicationClasses.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(key + ": class " + name + " not found", e);
        }
    }

    private static Class<?> loadOrSkip(String name, String key, boolean skipMissing) {
        try {
            return load(name, key);
        } catch (IllegalArgumentException e) {
            if (!skipMissing) {
                throw e;
            }
            LOG.info("{}: class {} not found; skipped ({} is true)", key, name,
                Config.TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS);
            return null;
        }
    }

    private static <T> T newInstance(String name, Class<T> kind, String key) {
        Class<?> type = load(name, key);
        if (!kind.isAssignableFrom(type)) {
            throw new IllegalArgumentException(key + ": " + name + " is not a " + kind.getName());
        }
        try {
            return kind.cast(type.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(key + ": cannot instantiate " + name, e);
        }
    }

    private static String stringOr(Map<String, Object> conf, String key, String fallback) {
        Object value = conf.get(key);
        return value == null ? fallback : value.toString();
    }

    /**
     * Small integer ids for a topology's stream names, per component: each component's streams sorted by name and
     * numbered from 1, as Storm numbers them on the wire.
     */
    public static class IdDictionary {
        private final Map<String, Map<String, Integer>> idsByComponent = new HashMap<>();
        private final Map<String, Map<Integer, String>> namesByComponent = new HashMap<>();

        public IdDictionary(StormTopology topology) {
            List<String> components = new ArrayList<>(topology.get_spouts().keySet());
            components.addAll(topology.get_bolts().keySet());
            if (topology.get_state_spouts() != null) {
                components.addAll(topology.get_state_spouts().keySet());
            }
            for (String component : components) {
                ComponentCommon common = Utils.getComponentCommon(topology, component);
                List<String> streams = new ArrayList<>(common.get_streams().keySet());
                Collections.sort(streams);
                Map<String, Integer> ids = new HashMap<>();
                Map<Integer, String> names = new HashMap<>();
                for (int i = 0; i < streams.size(); i++) {
                    ids.put(streams.get(i), i + 1);
                    names.put(i + 1, streams.get(i));
                }
                idsByComponent.put(component, ids);
                namesByComponent.put(component, names);
            }
        }

        public int getStreamId(String component, String stream) {
            Integer id = idsByComponent.getOrDefault(component, Map.of()).get(stream);
            if (id == null) {
                throw new IllegalArgumentException("Component " + component + " declares no stream " + stream);
            }
            return id;
        }

        public String getStreamName(String component, int stream) {
            return namesByComponent.getOrDefault(component, Map.of()).get(stream);
        }
    }
}

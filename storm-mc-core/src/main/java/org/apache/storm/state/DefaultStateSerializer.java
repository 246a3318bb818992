package org.apache.storm.state;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * Kryo serialisation of state keys and values. Classes registered in the topology configuration
 * ({@link Config#TOPOLOGY_KRYO_REGISTER}, as class names or {@code {class: serializer}} maps) and the classes passed
 * to the constructor are registered; any other class is serialised too (registration is not required), so a state
 * needs no set-up for plain Java types.
 */
public class DefaultStateSerializer<T> implements org.apache.storm.state.Serializer<T> {

    private final transient TopologyContext context;
    private final Map<String, Object> topoConf;
    private final List<String> registrations;
    // Transient and rebuilt on demand: a serializer is often a field of a bolt, which is itself serialised.
    private transient ThreadLocal<Kryo> kryo;
    private transient ThreadLocal<Output> output;

    public DefaultStateSerializer(Map<String, Object> topoConf, TopologyContext context,
                                  List<Class<?>> classesToRegister) {
        this.context = context;
        this.topoConf = topoConf == null ? Collections.emptyMap() : topoConf;
        this.registrations = new ArrayList<>();
        for (Class<?> klass : classesToRegister) {
            registrations.add(klass.getName());
        }
    }

    public DefaultStateSerializer(Map<String, Object> topoConf, TopologyContext context) {
        this(topoConf, context, Collections.emptyList());
    }

    public DefaultStateSerializer() {
        this(Collections.emptyMap(), null);
    }

    @Override
    public byte[] serialize(T obj) {
        Output out = output().get();
        out.reset();
        kryo().get().writeClassAndObject(out, obj);
        return out.toBytes();
    }

    @Override
    @SuppressWarnings("unchecked")
    public T deserialize(byte[] b) {
        return (T) kryo().get().readClassAndObject(new Input(b));
    }

    private ThreadLocal<Kryo> kryo() {
        if (kryo == null) {
            kryo = ThreadLocal.withInitial(this::newKryo);
        }
        return kryo;
    }

    private ThreadLocal<Output> output() {
        if (output == null) {
            output = ThreadLocal.withInitial(() -> new Output(2000, -1));
        }
        return output;
    }

    private Kryo newKryo() {
        Kryo k = new Kryo();
        k.setRegistrationRequired(false);
        k.setReferences(false);
        // Value classes without a no-argument constructor are common in state; instantiate them without one.
        k.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
        registerFromConfig(k, topoConf.get(Config.TOPOLOGY_KRYO_REGISTER));
        for (String name : registrations) {
            k.register(load(name, "the classes to register"));
        }
        return k;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void registerFromConfig(Kryo k, Object entries) {
        if (entries == null) {
            return;
        }
        if (entries instanceof Map<?, ?> merged) { // a topology's registrations, merged: a null serializer is Kryo's default
            List<Object> list = new ArrayList<>();
            merged.forEach((type, serializer) -> list.add(serializer == null ? type : Map.of(type, serializer)));
            entries = list;
        }
        if (!(entries instanceof List<?> list)) {
            throw new IllegalArgumentException(Config.TOPOLOGY_KRYO_REGISTER + " must be a list, got " + entries);
        }
        for (Object entry : list) {
            if (entry instanceof String name) {
                k.register(load(name, Config.TOPOLOGY_KRYO_REGISTER));
            } else if (entry instanceof Map<?, ?> map) {
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    Class<?> type = load(String.valueOf(e.getKey()), Config.TOPOLOGY_KRYO_REGISTER);
                    Class<?> serializer = load(String.valueOf(e.getValue()), Config.TOPOLOGY_KRYO_REGISTER);
                    try {
                        k.register(type, (Serializer) serializer.getDeclaredConstructor().newInstance());
                    } catch (ReflectiveOperationException ex) {
                        throw new IllegalArgumentException(Config.TOPOLOGY_KRYO_REGISTER + ": cannot instantiate "
                            + serializer.getName() + " for " + type.getName(), ex);
                    }
                }
            } else {
                throw new IllegalArgumentException(Config.TOPOLOGY_KRYO_REGISTER
                    + " entries must be class names or {class: serializer} maps, got " + entry);
            }
        }
    }

    private static Class<?> load(String name, String where) {
        try {
            return Class.forName(name, true, Thread.currentThread().getContextClassLoader() != null
                ? Thread.currentThread().getContextClassLoader() : DefaultStateSerializer.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(where + ": class " + name + " not found", e);
        }
    }
}

package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * Kryo serializer that falls back on Java serialization: the object's bytes, prefixed with their length. Used for
 * classes nobody registered when {@code topology.fall.back.on.java.serialization} is true.
 */
public class SerializableSerializer extends Serializer<Object> {

    @Override
    public void write(Kryo kryo, Output output, Object object) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(object);
        } catch (IOException e) {
            throw new KryoException("Java serialization of " + object.getClass().getName() + " failed", e);
        }
        output.writeInt(bytes.size());
        output.writeBytes(bytes.toByteArray());
    }

    @Override
    public Object read(Kryo kryo, Input input, Class c) {
        byte[] bytes = input.readBytes(input.readInt());
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes)) {
            @Override
            protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws IOException, ClassNotFoundException {
                // Kryo's class loader knows the topology's classes; the default would use the caller's loader.
                try {
                    return Class.forName(desc.getName(), false, kryo.getClassLoader());
                } catch (ClassNotFoundException e) {
                    return super.resolveClass(desc);
                }
            }
        }) {
            return in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new KryoException("Java deserialization of " + (c == null ? "an object" : c.getName()) + " failed", e);
        }
    }
}

package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;

/** Lets a topology add its own registrations to every Kryo instance the engine creates. */
public interface IKryoDecorator {
    void decorate(Kryo k);
}

package org.apache.storm.trident.testing;

/** A test spout fed from the test's thread. */
public interface IFeeder {
    void feed(Object tuples);
}

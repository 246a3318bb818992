package org.apache.storm.spout;

/** A spout whose raw input bytes are turned into tuples by a pluggable {@link MultiScheme}. */
public interface IMultiSchemableSpout {

    MultiScheme getScheme();

    void setScheme(MultiScheme scheme);
}

package org.apache.storm.spout;

/** A spout whose raw input bytes are turned into tuples by a pluggable {@link Scheme}. */
public interface ISchemableSpout {

    Scheme getScheme();

    void setScheme(Scheme scheme);
}

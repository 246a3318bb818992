package org.apache.storm.trident.operation;

/** Marker for operations applied tuple by tuple ({@link Function}, {@link Filter}). */
public interface EachOperation extends Operation {
}

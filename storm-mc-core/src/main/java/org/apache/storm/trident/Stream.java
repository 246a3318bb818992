package org.apache.storm.trident;

/** A Trident stream (operations are added by the Trident core work in progress). */
public class Stream {
}

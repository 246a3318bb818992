package org.apache.storm.streams;

import org.apache.storm.shade.com.google.common.collect.Multimap;

/** A bolt that runs a group of processors: the common face of the plain, stateful and windowed processor bolts. */
interface StreamBolt {
    /** What runs the bolt's processors; each bolt kind only adapts its callbacks to it. */
    ProcessorBoltDelegate delegate();

    /** The bolt's component id ("bolt1", ...). */
    default String getId() {
        return delegate().getId();
    }

    /** With event-time windows in the topology: the field every tuple carries its timestamp in. */
    default void setTimestampField(String fieldName) {
        delegate().setTimestampField(fieldName);
    }

    /** Which processors of the bolt receive the values of each input stream. */
    default void setInitialProcessors(InitialProcessors initialProcessors) {
        delegate().setInitialProcessors(initialProcessors);
    }

    /**
     * Storm's form of {@link #setInitialProcessors}, for code that wires a bolt by hand (needs storm-shaded-deps). A
     * default method, so that the bolt classes themselves declare no method with a shaded type: Java serialization
     * of a bolt reflects on its class's methods, which must then resolve without the shaded jar.
     */
    default void setStreamToInitialProcessors(Multimap<String, ProcessorNode> streamToInitialProcessors) {
        setInitialProcessors(ShadedTypes.initialProcessors(streamToInitialProcessors));
    }
}

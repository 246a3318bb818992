package org.apache.storm.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Storm's markers of how stable an API is. Libraries built against Storm (e.g. storm-kafka-client) carry them, so
 * they are here for those classes to resolve; Storm-MC attaches no behaviour to them.
 */
public class InterfaceStability {

    /** Compatibility is kept across minor releases. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Stable {
    }

    /** May change between minor releases. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Evolving {
    }

    /** No guarantee at all. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Unstable {
    }
}

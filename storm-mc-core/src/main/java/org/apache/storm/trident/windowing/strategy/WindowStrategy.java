package org.apache.storm.trident.windowing.strategy;

import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.TriggerHandler;
import org.apache.storm.windowing.TriggerPolicy;

/** How a Trident window configuration decides when a window fires and which tuples leave it. */
public interface WindowStrategy<T> {

    /** A trigger policy for this window that calls {@code triggerHandler} and consults {@code evictionPolicy}. */
    TriggerPolicy<T, ?> getTriggerPolicy(TriggerHandler triggerHandler, EvictionPolicy<T, ?> evictionPolicy);

    /** A new eviction policy for this window. */
    EvictionPolicy<T, ?> getEvictionPolicy();
}

package org.apache.storm.shade.net.minidev.json;

/**
 * Storm's shaded json-smart marker for objects that render themselves as JSON; {@code GeneralTopologyContext}
 * implements it in Storm's signatures, so it does here too.
 */
public interface JSONAware {
    String toJSONString();
}

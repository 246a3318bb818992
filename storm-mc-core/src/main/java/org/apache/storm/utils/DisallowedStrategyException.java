package org.apache.storm.utils;

import java.util.List;

/** A configured strategy class is not one of the allowed ones. */
public class DisallowedStrategyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String attemptedClass;
    private final List<String> allowedStrategies;

    public DisallowedStrategyException(String attemptedClass, List<String> allowedStrategies) {
        super(attemptedClass + " is not an allowed strategy. Use one of " + allowedStrategies);
        this.attemptedClass = attemptedClass;
        this.allowedStrategies = allowedStrategies;
    }

    public String getAttemptedClass() {
        return attemptedClass;
    }

    public List<String> getAllowedStrategies() {
        return allowedStrategies;
    }
}

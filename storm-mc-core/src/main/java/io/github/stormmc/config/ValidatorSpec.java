package io.github.stormmc.config;

import java.util.Map;

/**
 * One check a validation annotation asks for: the validator class it names and its elements by name (the map a
 * validator with a {@code Map} constructor is built with).
 */
public record ValidatorSpec(Class<?> validatorClass, Map<String, Object> params) {
}

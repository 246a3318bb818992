package org.apache.storm.validation;

/**
 * Implemented by classes whose {@code public static final String} fields are configuration keys carrying the
 * annotations of {@link ConfigValidationAnnotations}. A class listed in a
 * {@code META-INF/services/org.apache.storm.validation.Validated} resource is checked by
 * {@link ConfigValidation#validateFields(java.util.Map)}.
 */
public interface Validated {
}

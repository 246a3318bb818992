package org.apache.storm.validation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@code public static final String} field of a {@link Validated} class that is a constant, not a
 * configuration key, so {@link ConfigValidation#validateFields} skips it. Kept at run time (Storm 2.8.2 does not
 * retain it, which makes its own {@link ConfigValidation#isFieldAllowed} check a no-op).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NotConf {
}

package io.github.stormmc.config;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.validation.ConfigValidationAnnotations;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the validation annotations ({@link ConfigValidationAnnotations}) of a config key field: each names a
 * validator class and carries that validator's parameters as its other elements.
 */
public final class AnnotatedConfigKey {

    private static final Logger LOG = LoggerFactory.getLogger(AnnotatedConfigKey.class);
    private static final String VALIDATOR_CLASS = "validatorClass";

    private AnnotatedConfigKey() {
    }

    /** The key a {@code public static final String} field declares: its value. */
    public static Object keyOf(Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read config key field " + field, e);
        }
    }

    /** The checks the field's annotations ask for, in declaration order; warns of deprecated keys as Storm does. */
    public static List<ValidatorSpec> checksOf(Field field) {
        Annotation[] annotations = field.getAnnotations();
        if (annotations.length == 0) {
            LOG.warn("{}.{} has no validation annotation", field.getDeclaringClass().getName(), field.getName());
        }
        List<ValidatorSpec> checks = new ArrayList<>();
        for (Annotation annotation : annotations) {
            Class<? extends Annotation> type = annotation.annotationType();
            if (type == Deprecated.class) {
                LOG.warn("{} is a deprecated config key, see {}.{}", keyOf(field), field.getDeclaringClass().getName(),
                    field.getName());
            } else if (type.getDeclaringClass() == ConfigValidationAnnotations.class) {
                Map<String, Object> params = elements(annotation);
                Object validatorClass = params.get(VALIDATOR_CLASS);
                if (!(validatorClass instanceof Class)) {
                    throw new IllegalStateException("@" + type.getSimpleName() + " on " + field
                        + " names no validator");
                }
                checks.add(new ValidatorSpec((Class<?>) validatorClass, Collections.unmodifiableMap(params)));
            }
        }
        return checks;
    }

    /** The annotation's elements by name, nulls left out. */
    private static Map<String, Object> elements(Annotation annotation) {
        Map<String, Object> params = new HashMap<>();
        for (Method element : annotation.annotationType().getDeclaredMethods()) {
            if (element.getParameterCount() != 0) {
                continue;
            }
            try {
                Object value = element.invoke(annotation);
                if (value != null) {
                    params.put(element.getName(), value);
                }
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("Cannot read " + element, e);
            }
        }
        return params;
    }
}

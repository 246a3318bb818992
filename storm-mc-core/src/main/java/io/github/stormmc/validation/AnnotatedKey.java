package io.github.stormmc.validation;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.apache.storm.validation.ConfigValidation;
import org.apache.storm.validation.ConfigValidationAnnotations;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks one configuration key declared as a {@code public static final String} field with the annotations of
 * {@link ConfigValidationAnnotations}: each annotation names a validator class, built with the annotation's
 * elements as its parameter map when it has a {@code Map} constructor, else with its no-argument one.
 */
public final class AnnotatedKey {

    private static final Logger LOG = LoggerFactory.getLogger(AnnotatedKey.class);
    private static final String VALIDATOR_CLASS = "validatorClass";

    private AnnotatedKey() {
    }

    /**
     * Runs every validator the field's annotations name on {@code conf.get(key)}; messages name the key (the
     * field's value), which is what users write in their confs.
     */
    public static void validate(Field field, Map<String, Object> conf) {
        Object key = read(field);
        Annotation[] annotations = field.getAnnotations();
        if (annotations.length == 0) {
            LOG.warn("{}.{} has no validation annotation", field.getDeclaringClass().getName(), field.getName());
        }
        for (Annotation annotation : annotations) {
            Class<? extends Annotation> type = annotation.annotationType();
            if (type == Deprecated.class) {
                LOG.warn("{} is a deprecated config key, see {}.{}", key, field.getDeclaringClass().getName(),
                    field.getName());
            } else if (type.getDeclaringClass() == ConfigValidationAnnotations.class) {
                validatorFor(annotation).validateField(String.valueOf(key), conf.get(key));
            }
        }
    }

    private static Object read(Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read config key " + field, e);
        }
    }

    private static ConfigValidation.Validator validatorFor(Annotation annotation) {
        Map<String, Object> params = elements(annotation);
        Object validatorClass = params.get(VALIDATOR_CLASS);
        if (!(validatorClass instanceof Class)
            || !ConfigValidation.Validator.class.isAssignableFrom((Class<?>) validatorClass)) {
            throw new IllegalStateException("@" + annotation.annotationType().getSimpleName() + "'s validatorClass "
                + validatorClass + " is not a " + ConfigValidation.Validator.class.getName());
        }
        Class<? extends ConfigValidation.Validator> type =
            ((Class<?>) validatorClass).asSubclass(ConfigValidation.Validator.class);
        try {
            try {
                return type.getConstructor(Map.class).newInstance(params);
            } catch (NoSuchMethodException e) {
                return type.getConstructor().newInstance();
            }
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot create validator " + type.getName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create validator " + type.getName()
                + ": it needs a public constructor taking a Map or none", e);
        }
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

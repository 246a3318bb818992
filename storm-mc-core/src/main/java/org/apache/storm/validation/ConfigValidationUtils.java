package org.apache.storm.validation;

import io.github.stormmc.config.ValueDescription;
import java.util.Map;

/** Composable checks of a value's type, of a list's elements and of a map's keys and values. */
public class ConfigValidationUtils {

    /** A value is null: an error when {@code notNull}, else nothing more to check. */
    private static boolean isAcceptedNull(Object value, String name, boolean notNull) {
        if (value != null) {
            return false;
        }
        if (notNull) {
            throw new IllegalArgumentException("Field " + name + " must not be null");
        }
        return true;
    }

    /** "Field name", or the parent's description of where the value sits, e.g. "Each element of the list name". */
    private static String where(String parentDescription, String name) {
        return (parentDescription == null ? "Field " : parentDescription) + name;
    }

    /**
     * A validator that accepts instances of {@code cls}, and null unless {@code notNull}.
     */
    @SuppressWarnings("rawtypes") // Storm's signature
    public static NestableFieldValidator fv(final Class cls, final boolean notNull) {
        return new NestableFieldValidator() {
            @Override
            public void validateField(String pd, String name, Object field) {
                if (isAcceptedNull(field, name, notNull)) {
                    return;
                }
                if (!cls.isInstance(field)) {
                    throw new IllegalArgumentException(where(pd, name) + " must be a " + cls.getName() + ", but is "
                        + ValueDescription.of(field));
                }
            }
        };
    }

    /** A validator that accepts an Iterable of {@code cls} (elements may be null unless {@code notNull}). */
    @SuppressWarnings("rawtypes") // Storm's signature
    public static NestableFieldValidator listFv(Class cls, boolean notNull) {
        return listFv(fv(cls, notNull), notNull);
    }

    /** A validator that accepts an Iterable whose every element passes {@code validator}. */
    public static NestableFieldValidator listFv(final NestableFieldValidator validator, final boolean notNull) {
        return new NestableFieldValidator() {
            @Override
            public void validateField(String pd, String name, Object field) {
                if (isAcceptedNull(field, name, notNull)) {
                    return;
                }
                if (!(field instanceof Iterable)) {
                    throw new IllegalArgumentException("Field " + name + " must be an Iterable, but is "
                        + ValueDescription.of(field));
                }
                String elementPrefix = (pd == null ? "" : pd) + "Each element of the list ";
                for (Object element : (Iterable<?>) field) {
                    validator.validateField(elementPrefix, name, element);
                }
            }
        };
    }

    /** A validator that accepts a Map from {@code key} to {@code val} (null keys and values pass). */
    @SuppressWarnings("rawtypes") // Storm's signature
    public static NestableFieldValidator mapFv(Class key, Class val, boolean notNull) {
        return mapFv(fv(key, false), fv(val, false), notNull);
    }

    /** A validator that accepts a Map whose keys pass {@code key} and whose values pass {@code val}. */
    public static NestableFieldValidator mapFv(final NestableFieldValidator key, final NestableFieldValidator val,
                                               final boolean notNull) {
        return new NestableFieldValidator() {
            @Override
            public void validateField(String pd, String name, Object field) {
                if (isAcceptedNull(field, name, notNull)) {
                    return;
                }
                if (!(field instanceof Map)) {
                    throw new IllegalArgumentException("Field " + name + " must be a Map, but is "
                        + ValueDescription.of(field));
                }
                for (Map.Entry<?, ?> entry : ((Map<?, ?>) field).entrySet()) {
                    key.validateField("Each key of the map ", name, entry.getKey());
                    val.validateField("Each value in the map ", name, entry.getValue());
                }
            }
        };
    }

    /** Checks one configuration value. */
    public interface FieldValidator {
        /** Throws {@link IllegalArgumentException} naming {@code name} when {@code field} is not acceptable. */
        void validateField(String name, Object field) throws IllegalArgumentException;
    }

    /** A {@link FieldValidator} that can check an element inside a list or map and say where it sits. */
    public abstract static class NestableFieldValidator implements FieldValidator {
        @Override
        public void validateField(String name, Object field) throws IllegalArgumentException {
            validateField(null, name, field);
        }

        /**
         * Checks {@code field}; {@code pd} describes its place in the enclosing value, or is null for a top-level
         * value.
         */
        public abstract void validateField(String pd, String name, Object field) throws IllegalArgumentException;
    }
}

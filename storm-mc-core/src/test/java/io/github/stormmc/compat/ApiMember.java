package io.github.stormmc.compat;

/**
 * One element of a class's public surface as the compatibility test compares it.
 *
 * @param key   what identifies the member inside its class: {@code name(params)} for methods, {@code <init>(params)}
 *              for constructors, the field name for fields, and {@code <kind>}, {@code <extends>} or
 *              {@code <implements T>} for the class itself
 * @param shape everything else that must be equal for user code to compile and link unchanged (modifiers, return or
 *              field type, checked exceptions, constant value); empty when presence is all that matters
 */
record ApiMember(String key, String shape) {

    boolean matches(ApiMember ours) {
        return ours != null && shape.equals(ours.shape);
    }
}

package io.github.stormmc.check;

import java.util.Optional;

/**
 * Decides whether a reference links on Storm-MC, as the JVM would resolve it: the named class, then its superclasses
 * and interfaces (a method of an interface may also be one of java.lang.Object's, which the hierarchy includes).
 */
final class MemberResolver {

    /** Where Storm's API lives; shaded third-party code is storm-shaded-deps', not Storm-MC's. */
    static final String STORM = "org/apache/storm/";
    private static final String STORM_SHADED = "org/apache/storm/shade/";

    enum Outcome { FOUND, MISSING, UNKNOWN, NOT_STORM }

    private final ClassShapes shapes;

    MemberResolver(ClassShapes shapes) {
        this.shapes = shapes;
    }

    static boolean isStormApi(String internalName) {
        return internalName.startsWith(STORM) && !internalName.startsWith(STORM_SHADED);
    }

    /**
     * FOUND when the reference links; MISSING when Storm-MC lacks what it names; UNKNOWN when some class on the way is
     * on neither side (another library's, absent here); NOT_STORM when the reference is none of Storm-MC's business:
     * its class is not Storm's and no Storm class is among its supertypes.
     */
    Outcome resolve(Reference ref) {
        boolean ownedByStorm = isStormApi(ref.owner()) && !shapes.isApplicationClass(ref.owner());
        if (ref.kind() == Reference.Kind.CLASS) {
            if (!ownedByStorm) {
                return Outcome.NOT_STORM;
            }
            return shapes.find(ref.owner()).isPresent() ? Outcome.FOUND : Outcome.MISSING;
        }
        if (!ownedByStorm && !shapes.isApplicationClass(ref.owner())) {
            return Outcome.NOT_STORM;
        }
        ClassShapes.Hierarchy hierarchy = shapes.hierarchy(ref.owner());
        for (String type : hierarchy.classes()) {
            Optional<ClassShape> shape = shapes.find(type);
            if (shape.isPresent() && shape.get().declares(ref)) {
                return Outcome.FOUND;
            }
        }
        if (ownedByStorm && hierarchy.classes().isEmpty()) {
            return Outcome.MISSING; // a member of a missing class is missing too
        }
        boolean reachesStorm = hierarchy.classes().stream()
                .anyMatch(c -> isStormApi(c) && !shapes.isApplicationClass(c));
        if (!reachesStorm) {
            return Outcome.NOT_STORM;
        }
        return hierarchy.incomplete() ? Outcome.UNKNOWN : Outcome.MISSING;
    }

    /** Whether TYPE is CLASS_NAME or a subtype of it (as far as the shapes tell). */
    boolean isSubtype(String type, String className) {
        return shapes.hierarchy(type).classes().contains(className);
    }
}

package io.github.stormmc.compat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Compares each listed Apache Storm class with ours, member by member. */
final class CompatibilityCheck {

    private final ClassLoader storm;
    private final ClassLoader ours;
    private final Exclusions exclusions;

    CompatibilityCheck(ClassLoader storm, ClassLoader ours, Exclusions exclusions) {
        this.storm = storm;
        this.ours = ours;
        this.exclusions = exclusions;
    }

    List<ClassCoverage> run(List<String> classNames) {
        List<ClassCoverage> result = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (String className : classNames) {
            try {
                result.add(check(className));
            } catch (IllegalStateException e) {
                // Collected so that one run names every class at fault, not just the first.
                unreadable.add(e.getMessage() + (e.getCause() == null ? "" : " [" + e.getCause() + "]"));
            }
        }
        if (!unreadable.isEmpty()) {
            throw new IllegalStateException(String.join("\n", unreadable));
        }
        return result;
    }

    private ClassCoverage check(String className) {
        Map<String, ApiMember> reference = referenceSurface(className);
        Class<?> ourClass;
        Map<String, ApiMember> ourSurface;
        String absent = null;
        try {
            ourClass = Class.forName(className, false, ours);
            ourSurface = ApiSurface.visibleOn(ourClass);
        } catch (ClassNotFoundException e) {
            absent = "class not found in Storm-MC";
            ourSurface = Map.of();
        } catch (LinkageError | TypeNotPresentException e) {
            absent = "class not loadable in Storm-MC (" + e + ")";
            ourSurface = Map.of();
        }
        ClassCoverage coverage = new ClassCoverage(className);
        for (ApiMember expected : reference.values()) {
            ApiMember actual = ourSurface.get(expected.key());
            // Exclusions are consulted only for members that do not match, so one that starts matching shows up
            // as an unused (stale) exclusion.
            String reason = expected.matches(actual) ? null : exclusions.reasonFor(coverage.qualify(expected.key()));
            if (expected.matches(actual)) {
                coverage.matched(expected.key());
            } else if (reason != null) {
                coverage.excluded(expected.key(), reason);
            } else if (absent != null) {
                coverage.missing(expected.key(), absent + storm(expected));
            } else if (actual == null) {
                coverage.missing(expected.key(), "not found" + storm(expected));
            } else {
                coverage.missing(expected.key(),
                    "differs; Storm: " + expected.shape() + " | ours: " + actual.shape());
            }
        }
        return coverage;
    }

    private static String storm(ApiMember expected) {
        return expected.shape().isEmpty() ? "" : "; Storm: " + expected.shape();
    }

    private Map<String, ApiMember> referenceSurface(String className) {
        Class<?> reference;
        try {
            reference = Class.forName(className, false, storm);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("api-classes.txt lists " + className
                + ", which is not in the Apache Storm jars", e);
        }
        if (reference.getClassLoader() != storm) {
            throw new IllegalStateException(className + " was loaded by " + reference.getClassLoader()
                + " instead of the isolated Apache Storm loader");
        }
        try {
            return ApiSurface.declaredBy(reference);
        } catch (LinkageError | TypeNotPresentException e) {
            throw new IllegalStateException("cannot reflect Apache Storm's " + className
                + ": a type in its signatures is missing from the jars copied into target/apache-storm"
                + " (add its artifact to the apache-storm-api execution in storm-mc-core/pom.xml)", e);
        }
    }
}

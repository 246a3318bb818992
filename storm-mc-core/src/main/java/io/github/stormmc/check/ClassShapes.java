package io.github.stormmc.check;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Class shapes by internal name: the application's own first, then the classes of the running classpath (Storm-MC's
 * jar, its dependencies and the JDK), read as class bytes through RUNTIME so that nothing is loaded or initialised.
 */
final class ClassShapes {

    private final Map<String, ClassShape> application;
    private final ClassLoader runtime;
    private final Map<String, Optional<ClassShape>> runtimeCache = new HashMap<>();

    ClassShapes(Map<String, ClassShape> application, ClassLoader runtime) {
        this.application = application;
        this.runtime = runtime;
    }

    boolean isApplicationClass(String name) {
        return application.containsKey(name);
    }

    /** The shape of NAME, or empty when no class of that name is on either side. */
    Optional<ClassShape> find(String name) {
        ClassShape own = application.get(name);
        if (own != null) {
            return Optional.of(own);
        }
        return runtimeCache.computeIfAbsent(name, this::readRuntime);
    }

    private Optional<ClassShape> readRuntime(String name) {
        try (InputStream in = runtime.getResourceAsStream(name + ".class")) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(ReferenceCollector.read(in.readAllBytes()).shape());
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** NAME and every supertype that can be found, nearest first; the boolean says whether one could not be. */
    Hierarchy hierarchy(String name) {
        Set<String> found = new LinkedHashSet<>();
        boolean incomplete = false;
        Deque<String> queue = new ArrayDeque<>();
        queue.add(name);
        while (!queue.isEmpty()) {
            String next = queue.poll();
            if (!found.add(next)) {
                continue;
            }
            Optional<ClassShape> shape = find(next);
            if (shape.isEmpty()) {
                found.remove(next);
                incomplete = true;
                continue;
            }
            queue.addAll(shape.get().supertypes());
        }
        return new Hierarchy(found, incomplete);
    }

    record Hierarchy(Set<String> classes, boolean incomplete) {
    }
}

package io.github.stormmc.launcher;

import java.util.List;

/**
 * The positional arguments of {@code storm-mc jar}: {@code <topology.jar> <main-class> [args...]}, after the launcher's
 * own options (wherever they appeared) have been taken out.
 */
public record JarArguments(String jar, String mainClass, List<String> mainArgs) {

    public static JarArguments of(List<String> positional) {
        if (positional == null || positional.size() < 2) {
            throw new IllegalArgumentException("expected <topology.jar> <main-class> [args...]");
        }
        return new JarArguments(positional.get(0), positional.get(1),
                List.copyOf(positional.subList(2, positional.size())));
    }
}

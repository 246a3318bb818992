package io.github.stormmc.compat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;

/**
 * Generates api-classes.txt: every public class of storm-client and storm-server that no rule of
 * api-class-rules.txt excludes, grouped under one comment line per package. ApiCompatibilityTest compares the
 * committed file with this, and rewrites it with {@code -Dstormmc.compat.updateClasses=true}.
 */
final class ApiClassList {

    private final SortedSet<String> classes;
    private final ApiClassRules rules;

    private ApiClassList(SortedSet<String> classes, ApiClassRules rules) {
        this.classes = classes;
        this.rules = rules;
    }

    static ApiClassList generate(RepoLayout layout) {
        ApiClassRules rules = new ApiClassRules(CompatFiles.entries(layout.compatResource("api-class-rules.txt")));
        SortedSet<String> kept = rules.apply(PublicStormClasses.in(layout.apacheStormJars()));
        return new ApiClassList(kept, rules);
    }

    SortedSet<String> classes() {
        return classes;
    }

    List<String> unusedRules() {
        return rules.unused();
    }

    void write(Path file) {
        List<String> lines = new ArrayList<>(CompatFiles.header(file));
        String lastPackage = null;
        for (String name : classes) {
            String pkg = name.substring(0, name.lastIndexOf('.'));
            if (!pkg.equals(lastPackage)) {
                lines.add("");
                lines.add("# " + pkg);
                lastPackage = pkg;
            }
            lines.add(name);
        }
        CompatFiles.write(file, lines);
    }
}

package io.github.stormmc.compat;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Checks that every public and protected member of the Apache Storm 2.8.2 classes listed in compat/api-classes.txt
 * exists in Storm-MC with the same signature, by reflecting over the real storm-client/storm-server jars in an
 * isolated class loader (they are copied into target/apache-storm by the dependency plugin and are never on a
 * classpath of storm-mc-core).
 *
 * <p>Fails when a member listed in compat/baseline.txt no longer matches (a regression), or when a member of a
 * listed class is neither matched nor listed in compat/exclusions.txt. System properties:
 * <ul>
 *   <li>{@code -Dstormmc.compat.updateBaseline=true} rewrites baseline.txt with the members that match now;</li>
 *   <li>{@code -Dstormmc.compat.updateDocs=true} refreshes the coverage table in docs/compatibility.md;</li>
 *   <li>{@code -Dstormmc.compat.bootstrap=true} reports unmatched, unexcluded members instead of failing (for
 *       building up exclusions.txt; regressions against the baseline still fail).</li>
 * </ul>
 */
class ApiCompatibilityTest {

    @Test
    void everyListedStormMemberExistsWithTheSameSignature() throws Exception {
        RepoLayout layout = RepoLayout.locate();
        List<String> classNames = CompatFiles.entries(layout.compatResource("api-classes.txt"));
        Exclusions exclusions = new Exclusions(CompatFiles.entries(layout.compatResource("exclusions.txt")));
        Set<String> baseline = new LinkedHashSet<>(CompatFiles.entries(layout.compatResource("baseline.txt")));

        List<ClassCoverage> coverage;
        try (URLClassLoader storm = IsolatedStormLoader.over(layout.apacheStormJars());
             URLClassLoader ours = StormMcLoader.withShadedDeps(layout.apacheStormJars())) {
            coverage = new CompatibilityCheck(storm, ours, exclusions).run(classNames);
        }
        CoverageReport report = new CoverageReport(coverage);
        System.out.print(report.console());
        report.writeMarkdown(layout.coverageReport());
        if (flag("stormmc.compat.updateDocs")) {
            report.updateDocument(layout.compatibilityDoc());
        }

        Set<String> matchedNow = new TreeSet<>();
        List<String> unexplained = new ArrayList<>();
        for (ClassCoverage c : coverage) {
            matchedNow.addAll(c.matchedMembers());
            c.missing().forEach((key, why) -> unexplained.add(c.qualify(key) + " — " + why));
        }
        List<String> regressions = baseline.stream().filter(member -> !matchedNow.contains(member)).toList();
        List<String> newlyMatched = matchedNow.stream().filter(member -> !baseline.contains(member)).toList();

        exclusions.unused().forEach(p -> System.out.println("Hint: exclusion matches no listed member: " + p));
        if (!newlyMatched.isEmpty() && !flag("stormmc.compat.updateBaseline")) {
            System.out.println("Hint: " + newlyMatched.size() + " matching members are not in baseline.txt yet;"
                + " run with -Dstormmc.compat.updateBaseline=true to lock them in");
            newlyMatched.forEach(member -> System.out.println("    new: " + member));
        }
        if (flag("stormmc.compat.updateBaseline")) {
            writeBaseline(layout, matchedNow);
        }

        List<String> problems = new ArrayList<>();
        if (!regressions.isEmpty() && !flag("stormmc.compat.updateBaseline")) {
            problems.add(regressions.size() + " baseline members no longer match:");
            regressions.forEach(member -> problems.add("    REGRESSION " + member));
        }
        if (!unexplained.isEmpty()) {
            String header = unexplained.size() + " members are neither provided nor excluded in exclusions.txt:";
            if (flag("stormmc.compat.bootstrap")) {
                System.out.println("Bootstrap mode, not failing: " + header);
            } else {
                problems.add(header);
                unexplained.forEach(member -> problems.add("    MISSING " + member));
            }
        }
        if (!problems.isEmpty()) {
            fail(report.summary() + "\n" + String.join("\n", problems));
        }
        assertTrue(report.total() > 0, "api-classes.txt lists no members to check");
    }

    /**
     * api-classes.txt is generated from the real jars and api-class-rules.txt, so it cannot drift from them: a class
     * added by hand, or a public Storm class left out without a rule, fails here.
     */
    @Test
    void theClassListIsTheGeneratedOne() {
        RepoLayout layout = RepoLayout.locate();
        Path listFile = layout.compatResource("api-classes.txt");
        ApiClassList generated = ApiClassList.generate(layout);
        if (flag("stormmc.compat.updateClasses")) {
            generated.write(listFile);
            System.out.println("Rewrote " + listFile + " with " + generated.classes().size() + " classes");
        }
        generated.unusedRules().forEach(p -> System.out.println("Hint: class rule excludes nothing: " + p));
        List<String> committed = CompatFiles.entries(listFile);
        List<String> expected = new ArrayList<>(generated.classes());
        List<String> problems = new ArrayList<>();
        committed.stream().filter(c -> !generated.classes().contains(c))
            .forEach(c -> problems.add("    listed but not generated (not public in Storm, or excluded by a rule): " + c));
        expected.stream().filter(c -> !committed.contains(c))
            .forEach(c -> problems.add("    generated but not listed: " + c));
        if (problems.isEmpty() && !committed.equals(expected)) {
            problems.add("    same classes in a different order or with duplicates");
        }
        if (!problems.isEmpty()) {
            fail("api-classes.txt differs from the list generated from the Apache Storm jars and api-class-rules.txt;"
                + " rerun with -Dstormmc.compat.updateClasses=true\n" + String.join("\n", problems));
        }
    }

    private static void writeBaseline(RepoLayout layout, Set<String> matchedNow) {
        List<String> lines = new ArrayList<>(CompatFiles.header(layout.compatResource("baseline.txt")));
        lines.addAll(matchedNow);
        CompatFiles.write(layout.compatResource("baseline.txt"), lines);
        System.out.println("Rewrote " + layout.compatResource("baseline.txt") + " with " + matchedNow.size()
            + " members");
    }

    private static boolean flag(String name) {
        return Boolean.parseBoolean(System.getProperty(name, "false"));
    }
}

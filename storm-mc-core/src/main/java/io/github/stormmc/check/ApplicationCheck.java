package io.github.stormmc.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * {@code storm-mc check}: reads an application's jars and tells, before anything runs, what it uses of Storm's API
 * that Storm-MC lacks, which documented differences it touches and which of its libraries differ from Storm's.
 */
public final class ApplicationCheck {

    private ApplicationCheck() {
    }

    /** Checks JARS (the application's jar first) against the classes RUNTIME can read: Storm-MC's, as it runs. */
    public static CheckResult run(List<Path> jars, ClassLoader runtime) throws CheckException {
        ApplicationJars app = ApplicationJars.read(jars);
        MemberResolver resolver = new MemberResolver(new ClassShapes(app.shapes(), runtime));
        Map<Reference, SortedSet<String>> missing = new LinkedHashMap<>();
        Map<Reference, MemberResolver.Outcome> outcomes = new LinkedHashMap<>();
        for (Reference ref : app.references()) {
            Reference key = ref.withoutFrom();
            MemberResolver.Outcome outcome = outcomes.computeIfAbsent(key, resolver::resolve);
            if (outcome == MemberResolver.Outcome.MISSING) {
                missing.computeIfAbsent(key, k -> new TreeSet<>()).add(RowMatcher.dotted(ref.from()));
            }
        }
        List<CheckResult.Missing> missingList = new ArrayList<>();
        missing.forEach((ref, from) -> missingList.add(new CheckResult.Missing(ref, from)));
        missingList.sort(Comparator.comparing(m -> m.reference().describe()));
        List<CheckResult.Touched> touched = new RowMatcher(app.references(), app.strings(), resolver)
                .touched(CompatibilityRows.load());
        return new CheckResult(app.shapes().size(), missingList, touched,
                LibraryVersions.differences(app, StormLibraries.load()), app.unreadable());
    }
}

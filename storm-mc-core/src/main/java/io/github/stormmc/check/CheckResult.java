package io.github.stormmc.check;

import java.util.List;
import java.util.SortedSet;

/**
 * What {@code storm-mc check} found. Each missing reference comes with the application classes that use it; each
 * touched row with the uses that touch it; each library whose version is not Storm 2.8.2's with Storm's version.
 */
public record CheckResult(int classesRead, List<Missing> missing, List<Touched> touched, List<LibraryDifference> libraries,
        List<String> unreadable) {

    public record Missing(Reference reference, SortedSet<String> referencedBy) {
    }

    public record Touched(CompatibilityRow row, SortedSet<String> uses) {
    }

    public record LibraryDifference(Library library, String stormVersion) {
    }

    public boolean linksOnStormMc() {
        return missing.isEmpty();
    }
}

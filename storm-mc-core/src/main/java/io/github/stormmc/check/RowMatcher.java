package io.github.stormmc.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/** Finds which documented differences ({@link CompatibilityRow}s) the application's uses of Storm's API touch. */
final class RowMatcher {

    private final List<Reference> references;
    private final Map<String, SortedSet<String>> strings;
    private final MemberResolver resolver;

    RowMatcher(List<Reference> references, Map<String, SortedSet<String>> strings, MemberResolver resolver) {
        this.references = references;
        this.strings = strings;
        this.resolver = resolver;
    }

    List<CheckResult.Touched> touched(List<CompatibilityRow> rows) {
        List<CheckResult.Touched> touched = new ArrayList<>();
        for (CompatibilityRow row : rows) {
            SortedSet<String> uses = new TreeSet<>();
            for (List<String> trigger : row.triggers()) {
                SortedSet<String> triggerUses = new TreeSet<>();
                boolean all = true;
                for (String term : trigger) {
                    SortedSet<String> termUses = uses(term);
                    all &= !termUses.isEmpty();
                    triggerUses.addAll(termUses);
                }
                if (all) {
                    uses.addAll(triggerUses);
                }
            }
            if (!uses.isEmpty()) {
                touched.add(new CheckResult.Touched(row, uses));
            }
        }
        return touched;
    }

    /** The uses matching one trigger term, each as "what (in which application class)". */
    private SortedSet<String> uses(String term) {
        SortedSet<String> uses = new TreeSet<>();
        if (term.startsWith("\"") && term.endsWith("\"") && term.length() > 1) {
            String constant = term.substring(1, term.length() - 1);
            for (String from : strings.getOrDefault(constant, new TreeSet<>())) {
                uses.add("the string " + term + " (in " + dotted(from) + ")");
            }
            return uses;
        }
        int hash = term.indexOf('#');
        if (hash > 0) {
            String owner = internal(term.substring(0, hash));
            String member = term.substring(hash + 1);
            for (Reference ref : references) {
                if (ref.kind() != Reference.Kind.CLASS && ref.name().equals(member)
                        && resolver.isSubtype(ref.owner(), owner)) {
                    uses.add(dotted(ref.owner()) + "." + member + " (in " + dotted(ref.from()) + ")");
                }
            }
            return uses;
        }
        boolean prefix = term.endsWith("*");
        String name = internal(prefix ? term.substring(0, term.length() - 1) : term);
        for (Reference ref : references) {
            if (ref.kind() == Reference.Kind.CLASS && MemberResolver.isStormApi(ref.owner())
                    && (prefix ? ref.owner().startsWith(name) : ref.owner().equals(name))) {
                uses.add(dotted(ref.owner()) + " (in " + dotted(ref.from()) + ")");
            }
        }
        return uses;
    }

    private static String internal(String dotted) {
        return dotted.replace('.', '/');
    }

    static String dotted(String internal) {
        return internal.replace('/', '.');
    }
}

package io.github.stormmc.compat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Members Storm-MC deliberately does not provide, from exclusions.txt lines {@code FQCN#member | reason}.
 * {@code *} in either part matches any run of characters, so one line can cover e.g. Thrift serialisation on every
 * generated type.
 */
final class Exclusions {

    private final List<Rule> rules = new ArrayList<>();
    private final Set<Rule> used = new LinkedHashSet<>();

    Exclusions(List<String> entries) {
        for (String entry : entries) {
            int bar = entry.indexOf('|');
            int hash = entry.indexOf('#');
            if (bar < 0 || hash < 0 || hash > bar || entry.substring(bar + 1).isBlank()) {
                throw new IllegalArgumentException(
                    "exclusions.txt: expected 'FQCN#member | reason' but got: " + entry);
            }
            String pattern = entry.substring(0, bar).strip();
            rules.add(new Rule(pattern, glob(pattern), entry.substring(bar + 1).strip()));
        }
    }

    /** The reason a member is excluded, or null when it is not. */
    String reasonFor(String qualifiedMember) {
        for (Rule rule : rules) {
            if (rule.regex().matcher(qualifiedMember).matches()) {
                used.add(rule);
                return rule.reason();
            }
        }
        return null;
    }

    /** Patterns that matched no member of any listed class: stale entries worth deleting. */
    List<String> unused() {
        return rules.stream().filter(rule -> !used.contains(rule)).map(Rule::pattern).toList();
    }

    private static Pattern glob(String pattern) {
        StringBuilder regex = new StringBuilder();
        for (String literal : pattern.split("\\*", -1)) {
            if (regex.length() > 0) {
                regex.append(".*");
            }
            regex.append(Pattern.quote(literal));
        }
        return Pattern.compile(regex.toString());
    }

    private record Rule(String pattern, Pattern regex, String reason) {
    }
}

package io.github.stormmc.compat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The rules of api-class-rules.txt, lines {@code pattern | reason}, that keep a public Storm class out of
 * api-classes.txt because topology code and its tests never touch it. In a pattern {@code **} matches any run of
 * characters and {@code *} any run without a dot, so {@code org.apache.storm.daemon.**} is a package tree and
 * {@code org.apache.storm.generated.Nimbus$*} the classes nested in one class. A rule that excludes a class also
 * excludes the classes nested in it. Rules are tried in file order and the first that matches decides; a pattern
 * written with a leading {@code +} keeps the classes it matches (so a few classes of an otherwise excluded package can
 * be listed), and a {@code +} rule naming one class outside storm-client/storm-server (e.g. Thrift's TException from
 * storm-shaded-deps) adds that class.
 */
final class ApiClassRules {

    private final List<Rule> rules = new ArrayList<>();
    private final Set<Rule> used = new LinkedHashSet<>();

    ApiClassRules(List<String> entries) {
        for (String entry : entries) {
            int bar = entry.indexOf('|');
            if (bar < 0 || entry.substring(0, bar).isBlank() || entry.substring(bar + 1).isBlank()) {
                throw new IllegalArgumentException("api-class-rules.txt: expected 'pattern | reason' but got: " + entry);
            }
            String pattern = entry.substring(0, bar).strip();
            boolean keep = pattern.startsWith("+");
            String glob = keep ? pattern.substring(1).strip() : pattern;
            rules.add(new Rule(pattern, glob(glob), entry.substring(bar + 1).strip(), keep,
                glob.contains("*") ? null : glob));
        }
    }

    /** The classes no rule excludes, plus the single classes named by keep rules, sorted. */
    TreeSet<String> apply(Collection<String> publicClasses) {
        TreeSet<String> kept = new TreeSet<>();
        for (Rule rule : rules) {
            if (rule.keep() && rule.single() != null && !publicClasses.contains(rule.single())) {
                used.add(rule);
                kept.add(rule.single());
            }
        }
        for (String name : publicClasses) {
            if (reasonFor(name) == null) {
                kept.add(name);
            }
        }
        return kept;
    }

    /** Why a class (or a class enclosing it) is excluded, or null. */
    String reasonFor(String className) {
        for (String candidate = className; ; ) {
            for (Rule rule : rules) {
                if (rule.regex().matcher(candidate).matches()) {
                    used.add(rule);
                    return rule.keep() ? null : rule.reason();
                }
            }
            int dollar = candidate.lastIndexOf('$');
            if (dollar < 0) {
                return null;
            }
            candidate = candidate.substring(0, dollar);
        }
    }

    /** Rules that excluded nothing: stale, or mistyped. */
    List<String> unused() {
        return rules.stream().filter(rule -> !used.contains(rule)).map(Rule::pattern).toList();
    }

    static Pattern glob(String pattern) {
        StringBuilder regex = new StringBuilder();
        int i = 0;
        while (i < pattern.length()) {
            int star = pattern.indexOf('*', i);
            if (star < 0) {
                regex.append(Pattern.quote(pattern.substring(i)));
                break;
            }
            if (star > i) {
                regex.append(Pattern.quote(pattern.substring(i, star)));
            }
            boolean doubleStar = star + 1 < pattern.length() && pattern.charAt(star + 1) == '*';
            regex.append(doubleStar ? ".*" : "[^.]*");
            i = star + (doubleStar ? 2 : 1);
        }
        return Pattern.compile(regex.toString());
    }

    private record Rule(String pattern, Pattern regex, String reason, boolean keep, String single) {
    }
}

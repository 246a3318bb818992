package io.github.stormmc.benchmarks.enron;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The modify stage: replaces three names in the body with Person1, Person2 and Person3, and prepends the body's
 * most frequent word to the subject.
 */
public final class EmailModifier {

    static final String[] NAMES = {"Jeffrey Skilling", "Kenneth Lay", "Andrew Fastow"};
    static final String[] ALIASES = {"Person1", "Person2", "Person3"};
    /** Words shorter or longer than this are not candidates (as in the IBM benchmark). */
    static final int MIN_WORD = 4;
    static final int MAX_WORD = 15;

    private EmailModifier() {
    }

    public static Email apply(Email email) {
        String body = obfuscate(email.body());
        String word = mostFrequentWord(body);
        Email renamed = email.withBody(body);
        if (word == null) {
            return renamed;
        }
        String subject = email.subject();
        return renamed.withSubject(subject == null || subject.isEmpty() ? word : word + " " + subject);
    }

    public static String obfuscate(String body) {
        if (body == null) {
            return null;
        }
        String result = body;
        for (int i = 0; i < NAMES.length; i++) {
            result = result.replace(NAMES[i], ALIASES[i]);
        }
        return result;
    }

    /**
     * The most frequent word of 4 to 15 letters or digits, lower-cased; words are maximal runs of ASCII letters and
     * digits. Ties go to the word seen first. Null when there is no such word.
     */
    public static String mostFrequentWord(String body) {
        if (body == null) {
            return null;
        }
        Map<String, int[]> counts = new HashMap<>();
        String best = null;
        int bestCount = 0;
        int bestFirst = Integer.MAX_VALUE;
        int order = 0;
        int n = body.length();
        int i = 0;
        while (i < n) {
            while (i < n && !isWordChar(body.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && isWordChar(body.charAt(i))) {
                i++;
            }
            int length = i - start;
            if (length >= MIN_WORD && length <= MAX_WORD) {
                String word = body.substring(start, i).toLowerCase(Locale.ROOT);
                int[] entry = counts.computeIfAbsent(word, w -> new int[] {0, 0});
                if (entry[0] == 0) {
                    entry[1] = order++;
                }
                entry[0]++;
                if (entry[0] > bestCount || (entry[0] == bestCount && entry[1] < bestFirst)) {
                    best = word;
                    bestCount = entry[0];
                    bestFirst = entry[1];
                }
            }
        }
        return best;
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}

package io.github.stormmc.benchmarks.wordcount;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Splits a line into words exactly as {@code line.split("\\s+")} does (storm-benchmark's split), without a regex or
 * an array: runs of ASCII whitespace separate words, a leading run yields one empty word, trailing empty words are
 * dropped, and the empty line yields one empty word.
 */
public final class WordSplitter {

    private WordSplitter() {
    }

    static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** Passes each word of the line to the consumer, in order; returns how many words there were. */
    public static int forEachWord(String line, Consumer<String> consumer) {
        int n = line.length();
        if (n == 0) {
            consumer.accept("");
            return 1;
        }
        int words = 0;
        int i = 0;
        if (isWhitespace(line.charAt(0))) {
            while (i < n && isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i == n) {
                return 0;
            }
            consumer.accept("");
            words++;
        }
        while (i < n) {
            int start = i;
            while (i < n && !isWhitespace(line.charAt(i))) {
                i++;
            }
            consumer.accept(line.substring(start, i));
            words++;
            while (i < n && isWhitespace(line.charAt(i))) {
                i++;
            }
        }
        return words;
    }

    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        forEachWord(line, words::add);
        return words;
    }
}

package io.github.stormmc.benchmarks.enron;

/** The metrics stage's per-email figures: characters, words and paragraphs of the body. */
public final class EmailMetrics {

    private EmailMetrics() {
    }

    public static Email apply(Email email) {
        String body = email.body();
        return email.withCounts(characters(body), words(body), paragraphs(body));
    }

    public static int characters(String body) {
        return body == null ? 0 : body.length();
    }

    /** Maximal runs of non-whitespace characters. */
    public static int words(String body) {
        if (body == null) {
            return 0;
        }
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < body.length(); i++) {
            boolean space = Character.isWhitespace(body.charAt(i));
            if (!space && !inWord) {
                words++;
            }
            inWord = !space;
        }
        return words;
    }

    /** Maximal groups of consecutive non-blank lines (a blank line holds only whitespace). */
    public static int paragraphs(String body) {
        if (body == null) {
            return 0;
        }
        int paragraphs = 0;
        boolean inParagraph = false;
        for (String line : body.split("\n", -1)) {
            boolean blank = line.isBlank();
            if (!blank && !inParagraph) {
                paragraphs++;
            }
            inParagraph = !blank;
        }
        return paragraphs;
    }
}

package io.github.stormmc.benchmarks.enron;

/** One metrics task's figures for one interval, or their sum over the tasks that reported. */
public record IntervalTotals(long interval, long emails, long characters, long words, long paragraphs,
        double emailsPerSecond, int reports) {

    IntervalTotals plus(IntervalTotals other) {
        return new IntervalTotals(interval, emails + other.emails, characters + other.characters,
                words + other.words, paragraphs + other.paragraphs, emailsPerSecond + other.emailsPerSecond,
                reports + other.reports);
    }
}

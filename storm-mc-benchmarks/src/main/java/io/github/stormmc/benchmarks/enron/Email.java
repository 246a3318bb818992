package io.github.stormmc.benchmarks.enron;

/**
 * One email as the pipeline sees it: the eleven fields of the benchmark's Avro record. Subject, CcList, BccList,
 * Body and the three counts may be null, as the schema allows.
 */
public record Email(String id, String from, String date, String subject, String toList, String ccList,
        String bccList, String body, Integer charCount, Integer wordCount, Integer paraCount) {

    public Email withRecipients(String to, String cc, String bcc) {
        return new Email(id, from, date, subject, to, cc, bcc, body, charCount, wordCount, paraCount);
    }

    public Email withBody(String newBody) {
        return new Email(id, from, date, subject, toList, ccList, bccList, newBody, charCount, wordCount, paraCount);
    }

    public Email withSubject(String newSubject) {
        return new Email(id, from, date, newSubject, toList, ccList, bccList, body, charCount, wordCount, paraCount);
    }

    public Email withCounts(int chars, int words, int paragraphs) {
        return new Email(id, from, date, subject, toList, ccList, bccList, body, chars, words, paragraphs);
    }
}

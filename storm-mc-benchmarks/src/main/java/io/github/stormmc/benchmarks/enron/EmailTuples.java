package io.github.stormmc.benchmarks.enron;

import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** The email as a tuple: the eleven fields in schema order, then the spout's timestamp. */
public final class EmailTuples {

    public static final Fields FIELDS = new Fields("id", "from", "date", "subject", "tolist", "cclist", "bcclist",
            "body", "charcount", "wordcount", "paracount", "ts");

    private EmailTuples() {
    }

    public static Values values(Email e, Long timestamp) {
        return new Values(e.id(), e.from(), e.date(), e.subject(), e.toList(), e.ccList(), e.bccList(), e.body(),
                e.charCount(), e.wordCount(), e.paraCount(), timestamp);
    }

    public static Email email(Tuple t) {
        return new Email(t.getString(0), t.getString(1), t.getString(2), t.getString(3), t.getString(4),
                t.getString(5), t.getString(6), t.getString(7), t.getInteger(8), t.getInteger(9), t.getInteger(10));
    }

    public static Long timestamp(Tuple t) {
        return t.getLong(11);
    }
}

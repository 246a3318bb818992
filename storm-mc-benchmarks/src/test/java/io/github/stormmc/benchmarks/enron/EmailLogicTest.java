package io.github.stormmc.benchmarks.enron;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The stage rules on small hand-made inputs, including the edge cases real mail rarely shows. */
class EmailLogicTest {

    @Test
    void enronOnlyKeepsEnronAddressesInOrder() {
        assertEquals("a@enron.com, c@ENRON.com", EmailFilter.enronOnly("a@enron.com,b@x.org,  c@ENRON.com "));
        assertEquals("", EmailFilter.enronOnly("b@x.org"));
        assertEquals("", EmailFilter.enronOnly(""));
        assertNull(EmailFilter.enronOnly(null));
    }

    @Test
    void plainTextDropsControlAndNonAsciiCharacters() {
        assertEquals("a b\nc\td", EmailFilter.plainText("a=20b=\n\nc\td\r\u00e9\u0001"));
        assertNull(EmailFilter.plainText(null));
    }

    @Test
    void senderMustEndWithTheEnronDomain() {
        Email e = new Email("1", "x@enron.com.evil.org", "d", "s", "", null, null, "b", 0, 0, 0);
        assertNull(EmailFilter.apply(e));
    }

    @Test
    void obfuscatesAllThreeNames() {
        assertEquals("Person1, Person2 and Person3 met Person2.",
                EmailModifier.obfuscate("Jeffrey Skilling, Kenneth Lay and Andrew Fastow met Kenneth Lay."));
    }

    @Test
    void mostFrequentWordIgnoresShortAndLongTokens() {
        assertNull(EmailModifier.mostFrequentWord("gas gas gas"), "three letters are too short");
        assertNull(EmailModifier.mostFrequentWord("a an the is"));
        assertEquals("power", EmailModifier.mostFrequentWord("Power, POWER; power-plant! abcdefghijklmnop x3"));
        assertEquals("fifteenletters1",
                EmailModifier.mostFrequentWord("fifteenletters1 fifteenletters1 sixteenletters12 sixteenletters12"));
    }

    @Test
    void subjectWithoutCandidateWordIsUnchanged() {
        Email e = new Email("1", "x@enron.com", "d", "Hi", "", null, null, "ok", 0, 0, 0);
        assertEquals("Hi", EmailModifier.apply(e).subject());
    }

    @Test
    void countsWordsAndParagraphs() {
        String body = "  one two\n\n\nthree\n  \nfour five six\n";
        assertEquals(6, EmailMetrics.words(body));
        assertEquals(3, EmailMetrics.paragraphs(body));
        assertEquals(body.length(), EmailMetrics.characters(body));
        assertEquals(0, EmailMetrics.words(null));
        assertEquals(0, EmailMetrics.paragraphs(""));
    }

    @Test
    void quorumCompletesAnIntervalOnceEveryTaskReported() {
        IntervalQuorum q = new IntervalQuorum(3);
        assertNull(q.add(new IntervalTotals(0, 10, 100, 20, 2, 2.5, 1)));
        assertNull(q.add(new IntervalTotals(1, 1, 1, 1, 1, 1.0, 1)));
        assertNull(q.add(new IntervalTotals(0, 5, 50, 10, 1, 1.25, 1)));
        IntervalTotals done = q.add(new IntervalTotals(0, 1, 2, 3, 4, 0.25, 1));
        assertEquals(new IntervalTotals(0, 16, 152, 33, 7, 4.0, 3), done);
        assertEquals(1, q.pendingIntervals(), "interval 1 still waits; interval 0 is forgotten");
    }

    @Test
    void avroRoundTripWithNullFields() {
        EmailCodec codec = new EmailCodec();
        Email e = new Email("id", "f@enron.com", "date", null, "", null, null, null, null, null, null);
        assertEquals(e, codec.decode(codec.encode(e)));
        Email full = new Email("id", "f", "d", "s", "t", "c", "b", "body", 1, 2, 3);
        assertEquals(full, codec.decode(codec.encode(full)));
    }

    @Test
    void parserUnfoldsHeadersAndNormalisesAddressLists() {
        String raw = "Message-ID: <1@x>\r\nFrom: a@enron.com\r\nTo: b@enron.com,\r\n\tc@enron.com\r\n"
                + "Subject: Hello\r\n  world\r\nCc: d@enron.com\r\n\r\nBody line 1\r\nline 2\n";
        Email e = RawMessageParser.parse(raw.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals("<1@x>", e.id());
        assertEquals("b@enron.com, c@enron.com", e.toList());
        assertEquals("Hello world", e.subject());
        assertEquals("d@enron.com", e.ccList());
        assertNull(e.bccList());
        assertEquals("", e.date());
        assertEquals("Body line 1\nline 2\n", e.body());
    }
}

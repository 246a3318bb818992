package io.github.stormmc.benchmarks.enron;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Each stage on real messages from the Enron sample. Expected values were worked out from the raw files by hand
 * (counting in the message text), not by running this code.
 */
class EnronStagesTest {

    private static Email pipeline(Email e) {
        Email filtered = EmailFilter.apply(e);
        return filtered == null ? null : EmailMetrics.apply(EmailModifier.apply(filtered));
    }

    @Test
    void parsesTheFirstMessageOfTheSample() throws Exception {
        Email e = EnronSample.message("allen-p/_sent_mail/1.");
        assertEquals("<18782981.1075855378110.JavaMail.evans@thyme>", e.id());
        assertEquals("Mon, 14 May 2001 16:39:00 -0700 (PDT)", e.date());
        assertEquals("phillip.allen@enron.com", e.from());
        assertEquals("tim.belden@enron.com", e.toList());
        assertEquals("", e.subject());
        assertNull(e.ccList());
        assertNull(e.bccList());
        assertEquals("Here is our forecast\n\n ", e.body());
    }

    @Test
    void shortMessageThroughEveryStage() throws Exception {
        Email out = pipeline(EnronSample.message("allen-p/_sent_mail/1."));
        assertEquals("here", out.subject(), "tie between 'here' and 'forecast': the first seen wins");
        assertEquals(23, out.charCount());
        assertEquals(4, out.wordCount());
        assertEquals(1, out.paraCount());
    }

    @Test
    void mostFrequentWordIsPrependedToTheSubject() throws Exception {
        Email out = pipeline(EnronSample.message("allen-p/_sent_mail/10."));
        assertEquals("business Re:", out.subject(), "'business' and 'meetings' both occur 4 times; business first");
        assertEquals("john.lavorato@enron.com", out.toList());
        assertEquals(786, out.charCount());
        assertEquals(139, out.wordCount());
        assertEquals(3, out.paraCount());
    }

    @Test
    void keepsEnronCcAndBcc() throws Exception {
        Email in = EnronSample.message("allen-p/_sent_mail/334.");
        assertEquals("brenda.flores-cuellar@enron.com", in.ccList());
        Email out = pipeline(in);
        assertEquals("tara.sweitzer@enron.com", out.toList());
        assertEquals("brenda.flores-cuellar@enron.com", out.ccList());
        assertEquals("brenda.flores-cuellar@enron.com", out.bccList());
        assertEquals("phillip", out.subject());
        assertEquals(269, out.charCount());
        assertEquals(40, out.wordCount());
        assertEquals(8, out.paraCount());
    }

    @Test
    void removesQuotedPrintableSoftBreaks() throws Exception {
        Email in = EnronSample.message("allen-p/_sent_mail/438.");
        assertTrue(in.body().contains("&Page=\nApproval"));
        Email out = pipeline(in);
        assertTrue(out.body().contains("&PageApproval to review"));
        assertEquals(in.body().length() - 2, out.charCount());
        assertEquals(784, out.charCount());
        assertEquals(84, out.wordCount());
        assertEquals(7, out.paraCount());
        assertEquals("request Your Approval is Overdue: Access Request for mike.grigsby@enron.com", out.subject());
    }

    @Test
    void obfuscatesKennethLay() throws Exception {
        Email in = EnronSample.message("allen-p/_sent_mail/564.");
        assertTrue(in.body().contains("To: Kenneth Lay/Corp/Enron@ENRON"));
        Email out = pipeline(in);
        assertTrue(out.body().contains("To: Person2/Corp/Enron@ENRON"));
        assertFalse(out.body().contains("Kenneth Lay"));
        assertEquals(1547 - 4, out.charCount(), "'Kenneth Lay' (11 chars) became 'Person2' (7)");
        assertEquals(145, out.wordCount());
        assertEquals(2, out.paraCount());
        assertEquals("enron California - Jan 13 meeting", out.subject());
    }

    @Test
    void dropsNonEnronRecipients() throws Exception {
        Email in = EnronSample.message("allen-p/_sent_mail/596.");
        assertEquals("cbpres@austin.rr.com, llewter@austin.rr.com", in.toList());
        Email out = pipeline(in);
        assertEquals("", out.toList());
        assertNull(out.ccList());
        assertEquals("larry Re: SM134 Proforma.xls", out.subject());
        assertEquals(329, out.charCount());
        assertEquals(60, out.wordCount());
        assertEquals(4, out.paraCount());
    }

    @Test
    void dropsMailFromOutsideEnron() throws Exception {
        Email in = EnronSample.message("allen-p/all_documents/292.");
        assertEquals("bobregon@bga.com", in.from());
        assertNull(EmailFilter.apply(in));
    }

    @Test
    void avroRoundTripKeepsEveryFieldOfARealMessage() throws Exception {
        Email out = pipeline(EnronSample.message("allen-p/_sent_mail/334."));
        EmailCodec codec = new EmailCodec();
        assertEquals(out, codec.decode(codec.encode(out)));
    }
}

package io.github.stormmc.benchmarks.enron;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Enron limit writes exactly what the pipeline's sink receives: every passing email, in file order, cycling. */
class WriteLimitTest {
    private static final EmailCodec CODEC = new EmailCodec();

    private static Email email(String id, String from, String body) {
        return new Email(id, from, "Mon, 14 May 2001 16:39:00 -0700 (PDT)", "status", "tim.belden@enron.com", null,
            null, body, null, null, null);
    }

    /** What SerializeBolt hands CompressWriteBolt for one input email that passes the filter. */
    private static byte[] pipelineOutput(Email in) {
        return CODEC.encode(EmailMetrics.apply(EmailModifier.apply(EmailFilter.apply(in))));
    }

    @Test
    void preparesEveryPassingEmailInFileOrder(@TempDir Path dir) throws Exception {
        Email first = email("<1>", "phillip.allen@enron.com", "Here is our forecast");
        Email outsider = email("<2>", "someone@example.com", "dropped by the filter");
        Email third = email("<3>", "john.arnold@enron.com", "A longer body, with several words in it, twice over. "
            + "A longer body, with several words in it, twice over.");
        Path input = dir.resolve("input.ser.gz");
        try (EmailInputFile.Writer out = new EmailInputFile.Writer(input)) {
            out.write(CODEC.encode(first));
            out.write(CODEC.encode(outsider));
            out.write(CODEC.encode(third));
        }

        List<byte[]> all = WriteLimit.prepare(input, Integer.MAX_VALUE);
        assertEquals(2, all.size(), "one record per email that passes the filter");
        assertArrayEquals(pipelineOutput(first), all.get(0));
        assertArrayEquals(pipelineOutput(third), all.get(1));
        assertEquals(1, WriteLimit.prepare(input, 1).size());

        // The limit cycles through all of them: five writes are first, third, first, third, first.
        WriteLimit limit = new WriteLimit(input);
        assertEquals(5, limit.run(5));
        assertEquals(3L * all.get(0).length + 2L * all.get(1).length, limit.checksum());
    }

    @Test
    void usesTheWholeInputNotAPrefix(@TempDir Path dir) throws Exception {
        // More emails than the limit once kept (4,000), the last one much longer, as the sample's grow along the file.
        int n = 4_001;
        Path input = dir.resolve("input.ser.gz");
        try (EmailInputFile.Writer out = new EmailInputFile.Writer(input)) {
            for (int i = 0; i < n; i++) {
                String body = i == n - 1 ? "word ".repeat(2_000) : "short note " + i;
                out.write(CODEC.encode(email("<" + i + ">", "phillip.allen@enron.com", body)));
            }
        }
        List<byte[]> all = WriteLimit.prepare(input, Integer.MAX_VALUE);
        assertEquals(n, all.size());
        long expected = 0;
        for (byte[] record : all) {
            expected += record.length;
        }
        WriteLimit limit = new WriteLimit(input);
        limit.run(n);
        assertEquals(expected, limit.checksum(), "one pass writes every record once, the long last one included");
    }
}

package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.LimitLoop;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * The Enron pipeline's bottleneck limit: the compress-and-write sink's own code (each serialized email written to a
 * gzip stream over a null sink, as {@code CompressWriteBolt} does), the slowest stage on every engine, alone on one
 * thread, over the records the pipeline would hand it: the input's emails run once through deserialize, filter,
 * modify, metrics and serialize before the clock starts.
 */
public final class WriteLimit implements LimitLoop {
    /** Emails prepared up front: enough to loop over without re-reading, little enough for any heap. */
    static final int PREPARED = 4_000;

    private final List<byte[]> records;
    private final ObjectOutputStream out;
    private int next;
    private long count;
    private long bytes;

    public WriteLimit(Path input) throws IOException {
        this.records = prepare(input, PREPARED);
        if (records.isEmpty()) {
            throw new IllegalStateException("no Enron email of " + input + " passes the filter");
        }
        this.out = new ObjectOutputStream(new GZIPOutputStream(OutputStream.nullOutputStream(), 1 << 16));
    }

    /** The serialized output of the pipeline for the first emails of the input that pass the filter. */
    static List<byte[]> prepare(Path input, int max) throws IOException {
        EmailCodec codec = new EmailCodec();
        List<byte[]> result = new ArrayList<>();
        try (EmailInputFile.Reader reader = new EmailInputFile.Reader(input)) {
            byte[] record;
            while (result.size() < max && (record = reader.next()) != null) {
                Email kept = EmailFilter.apply(codec.decode(record));
                if (kept != null) {
                    result.add(codec.encode(EmailMetrics.apply(EmailModifier.apply(kept))));
                }
            }
        }
        return result;
    }

    @Override
    public long run(int n) {
        try {
            for (int i = 0; i < n; i++) {
                byte[] record = records.get(next);
                next = next + 1 == records.size() ? 0 : next + 1;
                out.writeObject(record);
                out.reset();
                bytes += record.length;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the null sink", e);
        }
        count += n;
        return count;
    }

    @Override
    public String sink() {
        return EnronTopology.WRITE;
    }

    @Override
    public long checksum() {
        return bytes;
    }
}

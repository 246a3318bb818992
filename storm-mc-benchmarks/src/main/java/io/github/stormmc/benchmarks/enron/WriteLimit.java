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
 * thread, over the records the pipeline hands it: every email of the input that passes the filter, run once through
 * deserialize, filter, modify, metrics and serialize before the clock starts, then written in file order, round
 * and round, as the spout replays the file. All of them, not the first few thousand: the sample's emails grow
 * along the file (its first 4,000 average 1,330 serialized bytes, all 21,781 1,729), and gzip's rate in emails per
 * second follows their size, so a prefix made the limit about 20 % too high. The full sample holds 37 MB of records.
 */
public final class WriteLimit implements LimitLoop {
    private final List<byte[]> records;
    private final ObjectOutputStream out;
    private int next;
    private long count;
    private long bytes;

    public WriteLimit(Path input) throws IOException {
        this.records = prepare(input, Integer.MAX_VALUE);
        if (records.isEmpty()) {
            throw new IllegalStateException("no Enron email of " + input + " passes the filter");
        }
        this.out = new ObjectOutputStream(new GZIPOutputStream(OutputStream.nullOutputStream(), 1 << 16));
    }

    /** The pipeline's serialized output for the input's first {@code max} emails that pass the filter, in order. */
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

    /**
     * Prints how many records the limit writes and their average size, overall and over the first {@code N} (the
     * figures behind the prefix correction): {@code bin/storm-mc-bench enron-records [INPUT] [N]}.
     */
    public static void main(String[] args) throws IOException {
        Path input = Path.of(args[0]);
        int prefix = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
        List<byte[]> records = prepare(input, Integer.MAX_VALUE);
        List<byte[]> first = records.subList(0, Math.min(prefix, records.size()));
        System.out.printf("%s: %d emails pass the filter, %.0f serialized bytes on average; the first %d: %.0f%n",
            input, records.size(), averageLength(records), first.size(), averageLength(first));
    }

    private static double averageLength(List<byte[]> records) {
        return records.stream().mapToInt(r -> r.length).average().orElse(0);
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

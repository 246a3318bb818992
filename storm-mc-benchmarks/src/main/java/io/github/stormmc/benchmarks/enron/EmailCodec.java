package io.github.stormmc.benchmarks.enron;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

/**
 * Avro binary encoding of {@link Email} with the benchmark's schema. Reuses its decoder, encoder, buffer and record
 * between calls, like the IBM benchmark's bolts, so one codec belongs to one task (not thread-safe).
 */
public final class EmailCodec {

    public static final Schema SCHEMA = loadSchema();

    private final GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(SCHEMA);
    private final GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(SCHEMA);
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);
    private BinaryDecoder decoder;
    private BinaryEncoder encoder;
    private GenericRecord reused;

    private static Schema loadSchema() {
        try (InputStream in = EmailCodec.class.getResourceAsStream("email.avsc")) {
            if (in == null) {
                throw new IllegalStateException("email.avsc is missing from the benchmark jar");
            }
            return new Schema.Parser().parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public byte[] encode(Email email) {
        GenericRecord r = new GenericData.Record(SCHEMA);
        r.put("ID", email.id());
        r.put("From", email.from());
        r.put("Date", email.date());
        r.put("Subject", email.subject());
        r.put("ToList", email.toList());
        r.put("CcList", email.ccList());
        r.put("BccList", email.bccList());
        r.put("Body", email.body());
        r.put("CharCount", email.charCount());
        r.put("WordCount", email.wordCount());
        r.put("ParaCount", email.paraCount());
        buffer.reset();
        encoder = EncoderFactory.get().binaryEncoder(buffer, encoder);
        try {
            writer.write(r, encoder);
            encoder.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot Avro-encode email " + email.id(), e);
        }
        return buffer.toByteArray();
    }

    public Email decode(byte[] bytes) {
        decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
        try {
            reused = reader.read(reused, decoder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot Avro-decode an email of " + bytes.length + " bytes", e);
        }
        return new Email(text(reused.get("ID")), text(reused.get("From")), text(reused.get("Date")),
                text(reused.get("Subject")), text(reused.get("ToList")), text(reused.get("CcList")),
                text(reused.get("BccList")), text(reused.get("Body")), (Integer) reused.get("CharCount"),
                (Integer) reused.get("WordCount"), (Integer) reused.get("ParaCount"));
    }

    private static String text(Object avroString) {
        return avroString == null ? null : avroString.toString();
    }
}

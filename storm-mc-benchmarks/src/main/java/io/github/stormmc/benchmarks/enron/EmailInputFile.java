package io.github.stormmc.benchmarks.enron;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The benchmark's input format, as in IBM's benchmark: a gzip stream holding one Java-serialised {@code byte[]}
 * (an Avro-encoded email) per record.
 */
public final class EmailInputFile {

    private EmailInputFile() {
    }

    /** Sequential reader; {@link #next()} returns null at the end of the file. */
    public static final class Reader implements Closeable {
        private final ObjectInputStream in;

        public Reader(Path file) throws IOException {
            in = new ObjectInputStream(new GZIPInputStream(
                    new BufferedInputStream(Files.newInputStream(file), 1 << 16), 1 << 16));
        }

        public byte[] next() throws IOException {
            try {
                return (byte[]) in.readUnshared();
            } catch (EOFException e) {
                return null;
            } catch (ClassNotFoundException | ClassCastException e) {
                throw new IOException("not an Enron benchmark input file (records must be byte[])", e);
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /** Sequential writer; resets the object stream after every record so it keeps no back-references. */
    public static final class Writer implements Closeable {
        private final ObjectOutputStream out;

        public Writer(Path file) throws IOException {
            out = new ObjectOutputStream(new GZIPOutputStream(
                    new BufferedOutputStream(Files.newOutputStream(file), 1 << 16), 1 << 16));
        }

        public void write(byte[] record) throws IOException {
            out.writeObject(record);
            out.reset();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}

package io.github.stormmc.benchmarks.enron;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads the regular files of a gzip-compressed tar archive (ustar, with pax or GNU long names), one at a time.
 * Only what the Enron sample needs: names and contents; directories, links and metadata are skipped.
 */
public final class TarEntryReader implements Closeable {

    private static final int BLOCK = 512;

    /** A regular file of the archive. */
    public record Entry(String name, byte[] content) {
    }

    private final DataInputStream in;

    public TarEntryReader(Path archive) throws IOException {
        this(new GZIPInputStream(new BufferedInputStream(Files.newInputStream(archive), 1 << 16), 1 << 16));
    }

    public TarEntryReader(InputStream tarStream) {
        this.in = new DataInputStream(tarStream);
    }

    /** The next regular file, or null at the end of the archive. */
    public Entry next() throws IOException {
        String longName = null;
        byte[] header = new byte[BLOCK];
        while (true) {
            if (!readBlock(header)) {
                return null;
            }
            if (isZero(header)) {
                return null;
            }
            long size = parseOctal(header, 124, 12);
            char type = (char) header[156];
            byte[] content = readContent(size);
            switch (type) {
                case 'x' -> longName = paxPath(content, longName);
                case 'L' -> longName = cString(content, 0, content.length);
                case '0', '\0' -> {
                    String name = longName != null ? longName : ustarName(header);
                    return new Entry(name, content);
                }
                default -> longName = null;
            }
        }
    }

    private boolean readBlock(byte[] block) throws IOException {
        try {
            in.readFully(block);
            return true;
        } catch (EOFException e) {
            return false;
        }
    }

    private byte[] readContent(long size) throws IOException {
        if (size > Integer.MAX_VALUE - BLOCK) {
            throw new IOException("tar entry too large: " + size + " bytes");
        }
        byte[] content = new byte[(int) size];
        in.readFully(content);
        int padding = (int) ((BLOCK - size % BLOCK) % BLOCK);
        in.skipNBytes(padding);
        return content;
    }

    private static boolean isZero(byte[] block) {
        for (byte b : block) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    static long parseOctal(byte[] header, int offset, int length) throws IOException {
        long value = 0;
        for (int i = offset; i < offset + length; i++) {
            byte b = header[i];
            if (b == 0 || b == ' ') {
                if (value != 0 || i > offset) {
                    break;
                }
                continue;
            }
            if (b < '0' || b > '7') {
                throw new IOException("bad octal digit in tar header at offset " + i);
            }
            value = value * 8 + (b - '0');
        }
        return value;
    }

    private static String ustarName(byte[] header) {
        String name = cString(header, 0, 100);
        boolean ustar = header[257] == 'u' && header[258] == 's' && header[259] == 't';
        String prefix = ustar ? cString(header, 345, 155) : "";
        return prefix.isEmpty() ? name : prefix + "/" + name;
    }

    private static String cString(byte[] bytes, int offset, int length) {
        int end = offset;
        while (end < offset + length && bytes[end] != 0) {
            end++;
        }
        return new String(bytes, offset, end - offset, StandardCharsets.UTF_8);
    }

    /** The "path" record of a pax header ("LEN path=VALUE\n"), or the previous name when it has none. */
    private static String paxPath(byte[] content, String previous) {
        String text = new String(content, StandardCharsets.UTF_8);
        int i = 0;
        while (i < text.length()) {
            int space = text.indexOf(' ', i);
            if (space < 0) {
                break;
            }
            int length = Integer.parseInt(text.substring(i, space));
            String record = text.substring(space + 1, i + length - 1);
            if (record.startsWith("path=")) {
                return record.substring(5);
            }
            i += length;
        }
        return previous;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

package io.github.stormmc.state;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

/**
 * One RocksDB database per directory, shared by every state of the JVM that lives there and closed at JVM exit.
 * Writes go through RocksDB's write-ahead log before they return, so they survive the process being killed.
 */
final class RocksDbStore {
    private static final Map<Path, RocksDbStore> OPEN = new HashMap<>();
    private static boolean hookInstalled;

    static {
        RocksDB.loadLibrary();
    }

    private final Path dir;
    private final RocksDB db;
    private final WriteOptions writeOptions = new WriteOptions();

    private RocksDbStore(Path dir, RocksDB db) {
        this.dir = dir;
        this.db = db;
    }

    /** The database in {@code dir}, opened (and created) on first use. */
    static synchronized RocksDbStore open(Path dir) {
        Path key = dir.toAbsolutePath().normalize();
        RocksDbStore store = OPEN.get(key);
        if (store == null) {
            try {
                Files.createDirectories(key);
                Options options = new Options().setCreateIfMissing(true);
                store = new RocksDbStore(key, RocksDB.open(options, key.toString()));
            } catch (RocksDBException | java.io.IOException e) {
                throw new IllegalStateException("Cannot open the RocksDB state store in " + key
                    + " (" + RocksDbStateProvider.DIR + "): " + e.getMessage(), e);
            }
            OPEN.put(key, store);
            if (!hookInstalled) {
                hookInstalled = true;
                Runtime.getRuntime().addShutdownHook(new Thread(RocksDbStore::closeAll, "stormmc-rocksdb-close"));
            }
        }
        return store;
    }

    /** Closes every open database (JVM exit, or a test that reopens one). */
    static synchronized void closeAll() {
        for (RocksDbStore store : OPEN.values()) {
            store.db.close();
        }
        OPEN.clear();
    }

    byte[] get(byte[] key) {
        try {
            return db.get(key);
        } catch (RocksDBException e) {
            throw failure("read", e);
        }
    }

    void write(WriteBatch batch) {
        try {
            db.write(writeOptions, batch);
        } catch (RocksDBException e) {
            throw failure("write", e);
        }
    }

    /** Every entry whose key starts with {@code prefix}, in key order, with the prefix stripped. */
    List<Map.Entry<byte[], byte[]>> scan(byte[] prefix) {
        List<Map.Entry<byte[], byte[]>> entries = new ArrayList<>();
        try (RocksIterator it = db.newIterator()) {
            for (it.seek(prefix); it.isValid(); it.next()) {
                byte[] k = it.key();
                if (!startsWith(k, prefix)) {
                    break;
                }
                entries.add(Map.entry(Arrays.copyOfRange(k, prefix.length, k.length), it.value()));
            }
        }
        return entries;
    }

    private static boolean startsWith(byte[] key, byte[] prefix) {
        if (key.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (key[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private IllegalStateException failure(String what, RocksDBException e) {
        return new IllegalStateException("RocksDB state store in " + dir + " failed to " + what + ": " + e.getMessage(),
            e);
    }
}

package io.github.stormmc.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.state.KeyValueState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Storm's checkpoint protocol on RocksDB, and what a fresh instance (a restarted process) sees. */
class RocksDbKeyValueStateTest {
    @TempDir
    Path dir;

    private Map<String, Object> conf() {
        return Map.of(RocksDbStateProvider.DIR, dir.toString(), Config.TOPOLOGY_NAME, "t");
    }

    @SuppressWarnings("unchecked")
    private KeyValueState<String, Long> open(String namespace) {
        return (KeyValueState<String, Long>) new RocksDbStateProvider().newState(namespace, conf(), null);
    }

    /** As after a process restart: the database is closed and opened again. */
    private KeyValueState<String, Long> reopen(String namespace) {
        RocksDbStore.closeAll();
        return open(namespace);
    }

    private static Map<String, Long> contents(KeyValueState<String, Long> state) {
        Map<String, Long> m = new TreeMap<>();
        state.forEach(e -> m.put(e.getKey(), e.getValue()));
        return m;
    }

    @AfterEach
    void close() {
        RocksDbStore.closeAll();
    }

    @Test
    void committedChangesSurviveARestartAndUncommittedOnesDoNot() {
        KeyValueState<String, Long> s = open("bolt-1");
        s.put("a", 1L);
        s.put("b", 2L);
        s.prepareCommit(1);
        s.commit(1);
        s.put("a", 10L);
        s.delete("b");
        s.put("c", 3L);
        assertEquals(Map.of("a", 10L, "c", 3L), contents(s));
        KeyValueState<String, Long> restarted = reopen("bolt-1");
        assertEquals(Map.of("a", 1L, "b", 2L), contents(restarted));
        assertEquals(2L, restarted.get("b"));
    }

    @Test
    void aRestartedInstanceFinishesACommitThatWasPreparedBeforeTheCrash() {
        KeyValueState<String, Long> s = open("bolt-1");
        s.put("a", 1L);
        s.prepareCommit(1);
        s.commit(1);
        s.put("a", 5L);
        s.delete("missing");
        s.put("z", 26L);
        s.prepareCommit(2); // crash after the prepare
        KeyValueState<String, Long> restarted = reopen("bolt-1");
        assertEquals(Map.of("a", 1L), contents(restarted)); // prepared, not committed
        restarted.commit(2); // the checkpoint spout rolls the commit forward
        assertEquals(Map.of("a", 5L, "z", 26L), contents(restarted));
        assertEquals(Map.of("a", 5L, "z", 26L), contents(reopen("bolt-1")));
    }

    @Test
    void aRollbackDropsPreparedAndPendingChanges() {
        KeyValueState<String, Long> s = open("bolt-1");
        s.put("a", 1L);
        s.prepareCommit(1);
        s.commit(1);
        s.put("a", 2L);
        s.prepareCommit(2);
        s.put("b", 3L);
        s.rollback();
        assertEquals(Map.of("a", 1L), contents(s));
        KeyValueState<String, Long> restarted = reopen("bolt-1");
        restarted.commit(2); // nothing is prepared any more
        assertEquals(Map.of("a", 1L), contents(restarted));
    }

    @Test
    void namespacesAreIsolatedAndACommitWithoutTxidWritesAtOnce() {
        KeyValueState<String, Long> one = open("bolt-1");
        KeyValueState<String, Long> eleven = open("bolt-11");
        one.put("k", 1L);
        eleven.put("k", 11L);
        one.commit();
        eleven.commit();
        assertEquals(1L, reopen("bolt-1").get("k"));
        assertEquals(11L, open("bolt-11").get("k"));
        assertNull(open("bolt-2").get("k"));
    }
}

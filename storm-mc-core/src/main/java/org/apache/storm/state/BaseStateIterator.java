package org.apache.storm.state;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Iterates over a key-value state whose entries live in three places, newest first: changes being prepared, changes
 * prepared but not committed, and the committed storage (read in chunks). A key is returned once, with its newest
 * value; a key whose newest value is the tombstone is skipped (it was deleted).
 */
public abstract class BaseStateIterator<K, V, KENCODEDT, VENCODEDT> implements Iterator<Map.Entry<K, V>> {

    private final Lookahead<KENCODEDT, VENCODEDT> pendingPrepareIterator;
    private final Lookahead<KENCODEDT, VENCODEDT> pendingCommitIterator;
    private final Set<KENCODEDT> providedKeys;
    private boolean firstLoad = true;
    private Lookahead<KENCODEDT, VENCODEDT> pendingIterator;
    private Lookahead<KENCODEDT, VENCODEDT> cachedResultIterator;

    /** {@code initialProvidedKeys} decides key equality, e.g. a sorted set by content for byte arrays. */
    public BaseStateIterator(Iterator<Map.Entry<KENCODEDT, VENCODEDT>> pendingPrepareIterator,
                             Iterator<Map.Entry<KENCODEDT, VENCODEDT>> pendingCommitIterator,
                             Set<KENCODEDT> initialProvidedKeys) {
        this.pendingPrepareIterator = new Lookahead<>(pendingPrepareIterator);
        this.pendingCommitIterator = new Lookahead<>(pendingCommitIterator);
        this.providedKeys = initialProvidedKeys;
    }

    @Override
    public boolean hasNext() {
        if (seekToAvailableEntry(pendingPrepareIterator)) {
            pendingIterator = pendingPrepareIterator;
            return true;
        }
        if (seekToAvailableEntry(pendingCommitIterator)) {
            pendingIterator = pendingCommitIterator;
            return true;
        }
        if (firstLoad) {
            firstLoad = false;
            fillCachedResultIterator();
        }
        while (true) {
            if (seekToAvailableEntry(cachedResultIterator)) {
                pendingIterator = cachedResultIterator;
                return true;
            }
            if (isEndOfDataFromStorage()) {
                return false;
            }
            fillCachedResultIterator();
        }
    }

    private void fillCachedResultIterator() {
        Iterator<Map.Entry<KENCODEDT, VENCODEDT>> chunk = loadChunkFromStateStorage();
        cachedResultIterator = new Lookahead<>(chunk == null ? Collections.emptyIterator() : chunk);
    }

    @Override
    public Map.Entry<K, V> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Map.Entry<KENCODEDT, VENCODEDT> entry = pendingIterator.next();
        providedKeys.add(entry.getKey());
        return new AbstractMap.SimpleImmutableEntry<>(decodeKey(entry.getKey()), decodeValue(entry.getValue()));
    }

    @Override
    public void remove() {
        throw new UnsupportedOperationException("state iterators are read-only; delete through the state");
    }

    /** Reads the next chunk of committed entries. */
    protected abstract Iterator<Map.Entry<KENCODEDT, VENCODEDT>> loadChunkFromStateStorage();

    protected abstract boolean isEndOfDataFromStorage();

    protected abstract K decodeKey(KENCODEDT key);

    protected abstract V decodeValue(VENCODEDT value);

    protected abstract boolean isTombstoneValue(VENCODEDT value);

    /** Skips entries of keys already returned or deleted; true when the iterator's next entry is to be returned. */
    private boolean seekToAvailableEntry(Lookahead<KENCODEDT, VENCODEDT> iterator) {
        while (iterator.hasNext()) {
            Map.Entry<KENCODEDT, VENCODEDT> entry = iterator.peek();
            if (!providedKeys.contains(entry.getKey())) {
                if (!isTombstoneValue(entry.getValue())) {
                    return true;
                }
                providedKeys.add(entry.getKey());
            }
            iterator.next();
        }
        return false;
    }

    /** An iterator that can show its next element without consuming it. */
    private static final class Lookahead<A, B> {
        private final Iterator<Map.Entry<A, B>> delegate;
        private Map.Entry<A, B> peeked;

        Lookahead(Iterator<Map.Entry<A, B>> delegate) {
            this.delegate = delegate;
        }

        boolean hasNext() {
            return peeked != null || delegate.hasNext();
        }

        Map.Entry<A, B> peek() {
            if (peeked == null) {
                peeked = delegate.next();
            }
            return peeked;
        }

        Map.Entry<A, B> next() {
            Map.Entry<A, B> result = peek();
            peeked = null;
            return result;
        }
    }
}

package org.apache.storm.utils;

/**
 * A thread-safe {@link RotatingMap} rotated by its own daemon thread every {@code expirationSecs / (numBuckets - 1)}
 * seconds (of {@link Time}, so simulated time drives it too): an entry expires between {@code expirationSecs} and
 * {@code expirationSecs * numBuckets / (numBuckets - 1)} seconds after its last put.
 */
public class TimeCacheMap<K, V> {
    private static final int DEFAULT_NUM_BUCKETS = 3;
    private final RotatingMap<K, V> map;
    private final Object lock = new Object();
    private final Thread cleaner;

    public TimeCacheMap(int expirationSecs, int numBuckets, ExpiredCallback<K, V> callback) {
        map = new RotatingMap<>(numBuckets);
        long sleepMs = expirationSecs * 1000L / (numBuckets - 1);
        cleaner = new Thread(() -> {
            try {
                while (true) {
                    Time.sleep(sleepMs);
                    java.util.Map<K, V> dead;
                    synchronized (lock) {
                        dead = map.rotate();
                    }
                    if (callback != null) {
                        for (java.util.Map.Entry<K, V> e : dead.entrySet()) {
                            callback.expire(e.getKey(), e.getValue());
                        }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // cleanup() stops the thread
            }
        }, "TimeCacheMap-cleaner");
        cleaner.setDaemon(true);
        cleaner.start();
    }

    public TimeCacheMap(int expirationSecs, ExpiredCallback<K, V> callback) {
        this(expirationSecs, DEFAULT_NUM_BUCKETS, callback);
    }

    public TimeCacheMap(int expirationSecs) {
        this(expirationSecs, DEFAULT_NUM_BUCKETS);
    }

    public TimeCacheMap(int expirationSecs, int numBuckets) {
        this(expirationSecs, numBuckets, null);
    }

    public boolean containsKey(K key) {
        synchronized (lock) {
            return map.containsKey(key);
        }
    }

    public V get(K key) {
        synchronized (lock) {
            return map.get(key);
        }
    }

    public void put(K key, V value) {
        synchronized (lock) {
            map.put(key, value);
        }
    }

    public Object remove(K key) {
        synchronized (lock) {
            return map.remove(key);
        }
    }

    public int size() {
        synchronized (lock) {
            return map.size();
        }
    }

    /** Stops the expiry thread. */
    public void cleanup() {
        cleaner.interrupt();
    }

    public interface ExpiredCallback<K, V> {
        void expire(K key, V val);
    }
}

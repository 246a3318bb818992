package io.github.stormmc.config;

import java.util.Map;
import org.apache.storm.utils.ObjectReader;

/** How an executor batches its emits (see the executor package's TupleTransfer), read from the effective conf. */
public final class TransferConfig {
    static final int DEFAULT_BATCH_SIZE = 64;

    private TransferConfig() {
    }

    /** {@code stormmc.transfer.batch.size}: tuples per target queue and batch, at least 1. */
    public static int batchSize(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.TRANSFER_BATCH_SIZE);
        int size = value == null ? DEFAULT_BATCH_SIZE : ObjectReader.getInt(value, DEFAULT_BATCH_SIZE);
        if (size < 1) {
            throw new IllegalArgumentException(StormMcConfig.TRANSFER_BATCH_SIZE + " must be at least 1, got " + value);
        }
        return size;
    }
}

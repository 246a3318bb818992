package io.github.stormmc.trident.runtime;

/** Names of the engine's own streams and fields between Trident components. */
public final class Streams {
    /** Coordinator to spout emitters: start (or restart) a batch; values: attempt, metadata per source. */
    public static final String BATCH = "$batch";
    /** Coordinator to committing bolts: the batch's commit turn has come. */
    public static final String COMMIT = "$commit";
    /** Coordinator to spout emitters: the batch is committed. */
    public static final String SUCCESS = "$success";
    /** Task to downstream task (direct): how many data tuples of a batch it sent there; values: attempt, count. */
    public static final String COORD = "$coord";
    public static final String BATCH_FIELD = "$batch";
    public static final String META_FIELD = "$meta";
    public static final String COUNT_FIELD = "$count";

    private Streams() {
    }
}

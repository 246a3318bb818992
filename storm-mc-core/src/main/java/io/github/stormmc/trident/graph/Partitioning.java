package io.github.stormmc.trident.graph;

import java.io.Serializable;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.tuple.Fields;

/** How a repartitioning routes tuples between the partitions of two bolts. */
public final class Partitioning implements Serializable {
    public enum Kind { SHUFFLE, LOCAL_OR_SHUFFLE, FIELDS, GLOBAL, BATCH_GLOBAL, BROADCAST, IDENTITY, CUSTOM }

    public final Kind kind;
    public final Fields fields;
    public final CustomStreamGrouping custom;

    private Partitioning(Kind kind, Fields fields, CustomStreamGrouping custom) {
        this.kind = kind;
        this.fields = fields;
        this.custom = custom;
    }

    public static Partitioning of(Kind kind) {
        return new Partitioning(kind, null, null);
    }

    public static Partitioning fields(Fields fields) {
        return new Partitioning(Kind.FIELDS, fields, null);
    }

    public static Partitioning custom(CustomStreamGrouping grouping) {
        return new Partitioning(Kind.CUSTOM, null, grouping);
    }
}

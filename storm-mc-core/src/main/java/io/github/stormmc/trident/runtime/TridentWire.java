package io.github.stormmc.trident.runtime;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.tuple.Fields;

/** How a Trident node's output travels between bolts: the batch attempt first, then the node's fields. */
public final class TridentWire {
    private TridentWire() {
    }

    public static Fields dataFields(Fields nodeFields) {
        List<String> all = new ArrayList<>();
        all.add(Streams.BATCH_FIELD);
        all.addAll(nodeFields.toList());
        return new Fields(all);
    }
}

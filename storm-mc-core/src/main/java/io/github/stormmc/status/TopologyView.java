package io.github.stormmc.status;

import java.util.List;
import java.util.Map;

/**
 * A topology as the status page shows it. {@code emitted}/{@code transferred} sum every component's user streams,
 * {@code acked}/{@code failed}/{@code completeLatencyMs} its spouts', as Storm UI's topology stats do.
 */
record TopologyView(String id, String name, String status, long uptimeSecs, int tasks, int executorCount,
                    int msgTimeoutSecs, boolean debug, List<ComponentView> spouts, List<ComponentView> bolts,
                    List<EdgeView> edges, long emitted, long transferred, long acked, long failed,
                    double completeLatencyMs, long errorCount, long restarts, Map<String, Object> conf,
                    double windowSecs) {

    ComponentView component(String componentId) {
        for (ComponentView c : spouts) {
            if (c.id().equals(componentId)) {
                return c;
            }
        }
        for (ComponentView c : bolts) {
            if (c.id().equals(componentId)) {
                return c;
            }
        }
        return null;
    }

    List<ComponentView> components() {
        List<ComponentView> all = new java.util.ArrayList<>(spouts);
        all.addAll(bolts);
        return all;
    }
}

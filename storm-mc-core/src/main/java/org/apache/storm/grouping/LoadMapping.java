package org.apache.storm.grouping;

import java.util.HashMap;
import java.util.Map;

/**
 * The latest load of every task: local loads (queue fill of tasks in this worker) and remote ones. Each setter
 * replaces its whole map with one volatile write, so a reader on another thread sees one consistent map or the other.
 */
public class LoadMapping {
    private static final Load NOT_CONNECTED = new Load(false, 1.0, 1.0);
    private volatile Map<Integer, Load> local = Map.of();
    private volatile Map<Integer, Load> remote = Map.of();

    /** Replaces the local loads: task id to bolt load (0..1). */
    public void setLocal(Map<Integer, Double> local) {
        Map<Integer, Load> loads = new HashMap<>();
        if (local != null) {
            local.forEach((task, load) -> loads.put(task, new Load(true, load, 0.0)));
        }
        this.local = loads;
    }

    public void setRemote(Map<Integer, Load> remote) {
        this.remote = remote == null ? Map.of() : new HashMap<>(remote);
    }

    /** The task's local load, else its remote one, else "not connected" (full). */
    public Load getLoad(int task) {
        Load load = local.get(task);
        if (load == null) {
            load = remote.get(task);
        }
        return load == null ? NOT_CONNECTED : load;
    }

    public double get(int task) {
        return getLoad(task).getLoad();
    }
}

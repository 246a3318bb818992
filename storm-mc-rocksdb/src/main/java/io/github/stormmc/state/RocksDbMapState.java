package io.github.stormmc.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.state.DefaultStateSerializer;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.trident.state.OpaqueValue;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.StateType;
import org.apache.storm.trident.state.TransactionalValue;
import org.apache.storm.trident.state.map.IBackingMap;
import org.apache.storm.trident.state.map.NonTransactionalMap;
import org.apache.storm.trident.state.map.OpaqueMap;
import org.apache.storm.trident.state.map.TransactionalMap;

/**
 * A Trident {@code MapState} in the same embedded RocksDB as {@link RocksDbStateProvider} (directory
 * {@value RocksDbStateProvider#DIR}, one database per topology name): each partition of a named state is a namespace,
 * each {@code multiPut} one atomic, logged write. With {@link StateType#OPAQUE} or {@link StateType#TRANSACTIONAL} the
 * stored values carry their transaction ids, so counts stay exact across replays and across a restarted process. The
 * topology must use {@link RocksDbStateProvider} as {@code topology.state.provider}: Trident's coordinator keeps its
 * transaction ids there, so they go on increasing after a restart.
 */
public final class RocksDbMapState {
    private RocksDbMapState() {
    }

    /**
     * {@code persistentAggregate(new RocksDbMapState.Factory(StateType.OPAQUE, "counts"), ...)}: the name tells states
     * of one topology apart and must stay the same between runs for the state to be found again.
     */
    public static final class Factory implements StateFactory {
        private static final long serialVersionUID = 1L;
        private final StateType type;
        private final String name;

        public Factory(StateType type, String name) {
            if (type == null || name == null || name.isEmpty()) {
                throw new IllegalArgumentException("RocksDbMapState.Factory needs a state type and a non-empty name");
            }
            this.type = type;
            this.name = name;
        }

        @Override
        @SuppressWarnings({"rawtypes", "unchecked"})
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            Object provider = conf == null ? null : conf.get(Config.TOPOLOGY_STATE_PROVIDER);
            if (!RocksDbStateProvider.class.getName().equals(provider)) {
                // stored values carry transaction ids: a restarted topology must go on numbering, not start at 1
                throw new IllegalArgumentException("RocksDbMapState '" + name + "' needs "
                    + Config.TOPOLOGY_STATE_PROVIDER + " = " + RocksDbStateProvider.class.getName()
                    + " so that Trident's transaction ids survive a restart with the state; it is " + provider);
            }
            IBackingMap backing = new Backing(RocksDbStore.open(RocksDbStateProvider.directory(conf)),
                "trident-" + name + "-" + partitionIndex, conf);
            switch (type) {
                case OPAQUE:
                    return OpaqueMap.build((IBackingMap<OpaqueValue>) backing);
                case TRANSACTIONAL:
                    return TransactionalMap.build((IBackingMap<TransactionalValue>) backing);
                default:
                    return NonTransactionalMap.build(backing);
            }
        }
    }

    /** One partition's keys and values, written through at once. */
    private static final class Backing implements IBackingMap<Object> {
        private final RocksDbKeyValueState<List<Object>, Object> state;

        Backing(RocksDbStore store, String namespace, Map<String, Object> conf) {
            this.state = new RocksDbKeyValueState<>(store, namespace, new DefaultStateSerializer<>(conf, null),
                new DefaultStateSerializer<>(conf, null));
        }

        @Override
        public List<Object> multiGet(List<List<Object>> keys) {
            List<Object> values = new ArrayList<>(keys.size());
            for (List<Object> key : keys) {
                values.add(state.get(new ArrayList<>(key)));
            }
            return values;
        }

        @Override
        public void multiPut(List<List<Object>> keys, List<Object> values) {
            for (int i = 0; i < keys.size(); i++) {
                state.put(new ArrayList<>(keys.get(i)), values.get(i));
            }
            state.commit(); // one atomic write for the batch's updates
        }
    }
}

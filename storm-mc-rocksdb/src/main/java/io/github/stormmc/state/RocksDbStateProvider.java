package io.github.stormmc.state;

import java.nio.file.Path;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.state.DefaultStateSerializer;
import org.apache.storm.state.State;
import org.apache.storm.state.StateProvider;
import org.apache.storm.task.TopologyContext;

/**
 * {@code topology.state.provider: io.github.stormmc.state.RocksDbStateProvider}: every stateful bolt's state (and the
 * checkpoint spout's progress) in an embedded RocksDB, so committed state survives the process. One database per
 * topology name under {@value #DIR} (default {@code <java.io.tmpdir>/stormmc-rocksdb}); keys and values are
 * serialized with Storm's state serializer (Kryo, honouring {@code topology.kryo.register}). A topology resubmitted
 * under the same name after a restart finds its state again; task ids are numbered the same way each time.
 */
public class RocksDbStateProvider implements StateProvider {
    /** The directory holding one RocksDB database per topology name. */
    public static final String DIR = "stormmc.state.rocksdb.dir";

    public RocksDbStateProvider() {
    }

    @Override
    public State newState(String namespace, Map<String, Object> topoConf, TopologyContext context) {
        return new RocksDbKeyValueState<>(RocksDbStore.open(directory(topoConf)), namespace,
            new DefaultStateSerializer<>(topoConf, context), new DefaultStateSerializer<>(topoConf, context));
    }

    /** Where the given topology's database lives. */
    public static Path directory(Map<String, Object> topoConf) {
        Object dir = topoConf == null ? null : topoConf.get(DIR);
        Path root = dir == null ? Path.of(System.getProperty("java.io.tmpdir"), "stormmc-rocksdb") : Path.of(dir.toString());
        Object name = topoConf == null ? null : topoConf.get(Config.TOPOLOGY_NAME);
        return root.resolve(name == null ? "default" : name.toString());
    }
}

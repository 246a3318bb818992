package org.apache.storm.task;

import io.github.stormmc.multilang.ShellLaunch;
import io.github.stormmc.multilang.ShellBoltRunner;
import java.util.Map;
import org.apache.storm.generated.ShellComponent;
import org.apache.storm.tuple.Tuple;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A bolt implemented by a subprocess speaking Storm's multilang protocol (for example a Python script using Apache's
 * {@code storm.py}). Subclass it, passing the command, and declare the output fields in the subclass. The subprocess
 * runs in the extracted {@code resources/} directory unless {@link #changeChildCWD(boolean) changeChildCWD(false)}.
 */
public class ShellBolt implements IBolt {
    public static final String HEARTBEAT_STREAM_ID = "__heartbeat"; // the engine's ShellBoltRunner.HEARTBEAT_STREAM
    public static final Logger LOG = LoggerFactory.getLogger(ShellBolt.class);
    private static final long serialVersionUID = 1L;

    private final ShellLaunch launch;
    private transient ShellBoltRunner runner;

    public ShellBolt(ShellComponent component) {
        this(component.get_execution_command(), component.get_script());
    }

    public ShellBolt(String... command) {
        this.launch = new ShellLaunch(command);
    }

    public ShellBolt setEnv(Map<String, String> env) {
        launch.setEnv(env);
        return this;
    }

    public boolean shouldChangeChildCWD() {
        return launch.changeDirectory();
    }

    /** Whether the subprocess starts in the extracted {@code resources/} directory (the default) or in ours. */
    public void changeChildCWD(boolean changeDirectory) {
        launch.changeDirectory(changeDirectory);
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        ShellBoltRunner started = new ShellBoltRunner(launch, ShellBolt.class, topoConf, context, collector);
        runner = started;
        started.start();
    }

    @Override
    public void execute(Tuple input) {
        runner.execute(input);
    }

    @Override
    public void cleanup() {
        if (runner != null) {
            runner.stop();
            runner = null;
        }
    }
}

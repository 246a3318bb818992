package org.apache.storm.spout;

import io.github.stormmc.multilang.ShellLaunch;
import io.github.stormmc.multilang.ShellSpoutRunner;
import java.util.Map;
import org.apache.storm.generated.ShellComponent;
import org.apache.storm.task.TopologyContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A spout implemented by a subprocess speaking Storm's multilang protocol (for example a Python script using Apache's
 * {@code storm.py}). Subclass it, passing the command, and declare the output fields in the subclass. The subprocess
 * runs in the extracted {@code resources/} directory unless {@link #changeChildCWD(boolean) changeChildCWD(false)}.
 */
public class ShellSpout implements ISpout {
    public static final Logger LOG = LoggerFactory.getLogger(ShellSpout.class);
    private static final long serialVersionUID = 1L;

    private final ShellLaunch launch;
    private transient ShellSpoutRunner runner;

    public ShellSpout(ShellComponent component) {
        this(component.get_execution_command(), component.get_script());
    }

    public ShellSpout(String... command) {
        this.launch = new ShellLaunch(command);
    }

    public ShellSpout setEnv(Map<String, String> env) {
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
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        ShellSpoutRunner started = new ShellSpoutRunner(launch, ShellSpout.class, conf, context, collector);
        runner = started;
        started.start();
    }

    @Override
    public void close() {
        if (runner != null) {
            runner.stop();
            runner = null;
        }
    }

    @Override
    public void nextTuple() {
        runner.command("next", null);
    }

    @Override
    public void ack(Object msgId) {
        runner.command("ack", msgId);
    }

    @Override
    public void fail(Object msgId) {
        runner.command("fail", msgId);
    }

    @Override
    public void activate() {
        runner.command("activate", null);
    }

    @Override
    public void deactivate() {
        runner.command("deactivate", null);
    }
}

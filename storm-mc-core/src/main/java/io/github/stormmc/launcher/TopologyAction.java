package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Parameters;

/**
 * A command on one running topology, named as with Storm's {@code storm} command and found among this user's
 * Storm-MC JVMs. Exit codes: 0 done, 1 no such topology or the JVM refused, 4 the name is ambiguous, 2 bad usage.
 */
abstract class TopologyAction implements Callable<Integer> {
    static final int FAILED = 1;

    @Parameters(index = "0", paramLabel = "NAME", description = "The topology's name (or id).")
    String name;

    final PrintStream out;
    final PrintStream err;
    private final RunDirectory runs;

    TopologyAction(PrintStream out, PrintStream err, RunDirectory runs) {
        this.out = out;
        this.err = err;
        this.runs = runs;
    }

    abstract String commandName();

    /** Sends the action and prints what it did. */
    abstract void act(RunningTopologies.Entry topology) throws ControlClient.ControlException;

    @Override
    public final Integer call() {
        RunningTopologies all = RunningTopologies.find(runs);
        RunningTopologies.Entry t = all.lookup(name, err, commandName());
        if (t == null) {
            return all.exitCode();
        }
        try {
            act(t);
        } catch (ControlClient.ControlException e) {
            err.println("storm-mc " + commandName() + ": " + e.getMessage());
            return FAILED;
        }
        out.flush();
        return 0;
    }
}

package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import java.io.PrintStream;
import picocli.CommandLine.Command;

@Command(name = "deactivate", mixinStandardHelpOptions = true,
        description = {"Deactivates a running topology's spouts (nextTuple is no longer called), like 'storm deactivate'."})
final class DeactivateCommand extends TopologyAction {

    DeactivateCommand() {
        this(System.out, System.err, RunDirectory.configured());
    }

    DeactivateCommand(PrintStream out, PrintStream err, RunDirectory runs) {
        super(out, err, runs);
    }

    @Override
    String commandName() {
        return "deactivate";
    }

    @Override
    void act(RunningTopologies.Entry t) throws ControlClient.ControlException {
        t.jvm().post(t.id(), "deactivate", "");
        out.println("Deactivated topology: " + t.name());
    }
}

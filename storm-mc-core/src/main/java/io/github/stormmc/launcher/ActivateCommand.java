package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import java.io.PrintStream;
import picocli.CommandLine.Command;

@Command(name = "activate", mixinStandardHelpOptions = true,
        description = {"Activates a running topology's spouts, like 'storm activate'."})
final class ActivateCommand extends TopologyAction {

    ActivateCommand() {
        this(System.out, System.err, RunDirectory.configured());
    }

    ActivateCommand(PrintStream out, PrintStream err, RunDirectory runs) {
        super(out, err, runs);
    }

    @Override
    String commandName() {
        return "activate";
    }

    @Override
    void act(RunningTopologies.Entry t) throws ControlClient.ControlException {
        t.jvm().post(t.id(), "activate", "");
        out.println("Activated topology: " + t.name());
    }
}

package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "kill", mixinStandardHelpOptions = true,
        description = {"Kills a running topology like 'storm kill': its spouts are deactivated at once, tuples in",
                "flight have the wait to complete, then it stops. A 'storm-mc jar' run ends when its last",
                "topology has stopped."})
final class KillCommand extends TopologyAction {

    @Option(names = {"-w", "--wait"}, paramLabel = "SECONDS",
            description = "Seconds between deactivation and stop (default: the topology's topology.message.timeout.secs).")
    Integer waitSecs;

    KillCommand() {
        this(System.out, System.err, RunDirectory.configured());
    }

    KillCommand(PrintStream out, PrintStream err, RunDirectory runs) {
        super(out, err, runs);
    }

    @Override
    String commandName() {
        return "kill";
    }

    @Override
    void act(RunningTopologies.Entry t) throws ControlClient.ControlException {
        if (waitSecs != null && waitSecs < 0) {
            throw new ControlClient.ControlException("the wait must be 0 or more seconds, got " + waitSecs);
        }
        // Storm UI's kill names the wait in its path; the topology's own timeout is the default, as Nimbus's
        Object timeout = t.jvm().topology(t.id()).get("msgTimeout");
        int wait = waitSecs != null ? waitSecs : timeout instanceof Number n ? n.intValue() : 30;
        t.jvm().post(t.id(), "kill/" + wait, "");
        out.println("Killed topology: " + t.name() + " (it stops in " + wait + " s)");
    }
}

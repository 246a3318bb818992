package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.control.RunFile;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The topologies of every Storm-MC JVM this OS user runs, found through the run files, and lookup by name. */
final class RunningTopologies {
    /** Exit code when no running topology has the name. */
    static final int NOT_FOUND = 1;
    /** Exit code when several JVMs run a topology of that name. */
    static final int AMBIGUOUS = 4;

    /** One topology of one JVM, with Storm UI's summary fields. */
    record Entry(ControlClient jvm, Map<String, Object> summary) {
        String id() {
            return String.valueOf(summary.get("id"));
        }

        String name() {
            return String.valueOf(summary.get("name"));
        }
    }

    /** A JVM that did not answer, with why. */
    record Unreachable(RunFile run, String reason) {
    }

    final List<RunFile> jvms;
    final List<Entry> topologies = new ArrayList<>();
    final List<Unreachable> unreachable = new ArrayList<>();

    private RunningTopologies(List<RunFile> jvms) {
        this.jvms = jvms;
    }

    static RunningTopologies find(RunDirectory runs) {
        RunningTopologies all = new RunningTopologies(runs.live());
        for (RunFile run : all.jvms) {
            ControlClient client = new ControlClient(run);
            try {
                client.topologies().forEach(s -> all.topologies.add(new Entry(client, s)));
            } catch (ControlClient.ControlException e) {
                all.unreachable.add(new Unreachable(run, e.getMessage()));
            }
        }
        return all;
    }

    /** The one topology with this name (or id); null after printing why not, then {@link #exitCode} says how. */
    Entry lookup(String nameOrId, PrintStream err, String command) {
        List<Entry> named = topologies.stream().filter(e -> e.name().equals(nameOrId)).toList();
        if (named.isEmpty()) {
            named = topologies.stream().filter(e -> e.id().equals(nameOrId)).toList();
        }
        if (named.size() == 1) {
            return named.get(0);
        }
        if (named.isEmpty()) {
            err.println("storm-mc " + command + ": no running topology is named '" + nameOrId + "' ("
                + describeJvms() + "; 'storm-mc list' shows them)");
            unreachable.forEach(u -> err.println("storm-mc " + command + ": warning: " + u.reason()));
            lastExitCode = NOT_FOUND;
        } else {
            StringBuilder pids = new StringBuilder();
            named.forEach(e -> pids.append(pids.length() == 0 ? "" : ", ").append(e.jvm().run().pid())
                .append(" (").append(e.id()).append(')'));
            err.println("storm-mc " + command + ": '" + nameOrId + "' is ambiguous: Storm-MC JVMs " + pids
                + " each run a topology of that name; name one by its id");
            lastExitCode = AMBIGUOUS;
        }
        return null;
    }

    private int lastExitCode;

    int exitCode() {
        return lastExitCode;
    }

    private String describeJvms() {
        return jvms.isEmpty() ? "no Storm-MC JVM of this user is running"
            : jvms.size() == 1 ? "1 Storm-MC JVM of this user is running" : jvms.size()
                + " Storm-MC JVMs of this user are running";
    }
}

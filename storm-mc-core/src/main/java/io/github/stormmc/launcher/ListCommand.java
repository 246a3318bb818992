package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.control.RunFile;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "list", mixinStandardHelpOptions = true,
        description = {"Lists the topologies of every Storm-MC JVM this OS user runs, like 'storm list':",
                "name, status, tasks, uptime, id, the JVM's pid and its status page."})
final class ListCommand implements Callable<Integer> {
    private static final String FORMAT = "%-20s %-10s %-10s %-12s %-28s %-8s %s%n";

    private final PrintStream out;
    private final PrintStream err;
    private final RunDirectory runs;

    ListCommand() {
        this(System.out, System.err, RunDirectory.configured());
    }

    ListCommand(PrintStream out, PrintStream err, RunDirectory runs) {
        this.out = out;
        this.err = err;
        this.runs = runs;
    }

    @Override
    public Integer call() {
        RunningTopologies all = RunningTopologies.find(runs);
        if (all.topologies.isEmpty()) {
            out.println(all.jvms.isEmpty() ? "No topologies running (no Storm-MC JVM of this user is running)."
                : "No topologies running (in " + all.jvms.size() + " Storm-MC JVM(s) of this user).");
        } else {
            out.printf(Locale.ROOT, FORMAT, "Topology_name", "Status", "Num_tasks", "Uptime_secs", "Topology_Id",
                "Pid", "Status_page");
            out.println("-".repeat(110));
            for (RunningTopologies.Entry e : all.topologies) {
                Map<String, Object> s = e.summary();
                RunFile run = e.jvm().run();
                out.printf(Locale.ROOT, FORMAT, e.name(), s.get("status"), number(s.get("tasksTotal")),
                    number(s.get("uptimeSeconds")), e.id(), run.pid(), run.url());
            }
        }
        for (RunningTopologies.Unreachable u : all.unreachable) {
            err.println("storm-mc list: warning: " + u.reason());
        }
        out.flush();
        return 0;
    }

    private static String number(Object n) {
        return n instanceof Number num ? Long.toString(num.longValue()) : String.valueOf(n);
    }
}

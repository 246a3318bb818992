package io.github.stormmc.launcher;

import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.json.Json;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "set_log_level", mixinStandardHelpOptions = true,
        description = {"Changes logger levels of a running topology's JVM at run time, like 'storm set_log_level'.",
                "A level set with a timeout goes back to the previous one when the timeout expires."})
final class SetLogLevelCommand extends TopologyAction {

    @Option(names = "-l", paramLabel = "LOGGER=LEVEL[:TIMEOUT]",
            description = "Sets LOGGER (ROOT for the root logger) to LEVEL, for TIMEOUT seconds when given "
                    + "(0 or none: until removed). Repeatable.")
    List<String> levels = new ArrayList<>();

    @Option(names = "-r", paramLabel = "LOGGER", description = "Resets LOGGER to its level before the changes. Repeatable.")
    List<String> removals = new ArrayList<>();

    SetLogLevelCommand() {
        this(System.out, System.err, RunDirectory.configured());
    }

    SetLogLevelCommand(PrintStream out, PrintStream err, RunDirectory runs) {
        super(out, err, runs);
    }

    @Override
    String commandName() {
        return "set_log_level";
    }

    /** Storm UI's logconfig body for the -l and -r options; throws with a usage message when one is malformed. */
    Map<String, Object> body() throws ControlClient.ControlException {
        if (levels.isEmpty() && removals.isEmpty()) {
            throw new ControlClient.ControlException("give at least one -l LOGGER=LEVEL[:TIMEOUT] or -r LOGGER");
        }
        Map<String, Object> named = new LinkedHashMap<>();
        for (String l : levels) {
            int eq = l.indexOf('=');
            String value = eq < 0 ? "" : l.substring(eq + 1);
            int colon = value.indexOf(':');
            String level = colon < 0 ? value : value.substring(0, colon);
            int timeout;
            try {
                timeout = colon < 0 ? 0 : Integer.parseInt(value.substring(colon + 1));
            } catch (NumberFormatException e) {
                timeout = -1;
            }
            if (eq <= 0 || level.isEmpty() || timeout < 0) {
                throw new ControlClient.ControlException("-l " + l + " should be in the form LOGGER=LEVEL[:TIMEOUT]"
                    + " (TIMEOUT in whole seconds)");
            }
            Map<String, Object> spec = new LinkedHashMap<>();
            spec.put("target_level", level);
            spec.put("timeout", timeout);
            named.put(l.substring(0, eq), spec);
        }
        for (String r : removals) {
            named.put(r, new LinkedHashMap<>());
        }
        return Map.of("namedLoggerLevels", named);
    }

    @Override
    void act(RunningTopologies.Entry t) throws ControlClient.ControlException {
        Map<String, Object> sent = body();
        Map<String, Object> now = t.jvm().post(t.id(), "logconfig", Json.write(sent));
        out.println("Sent log config " + Json.write(sent.get("namedLoggerLevels")) + " for topology " + t.name()
            + "; in force now: " + Json.write(now.get("namedLoggerLevels")));
    }
}

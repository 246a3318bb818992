package io.github.stormmc.launcher;

import io.github.stormmc.check.ApplicationCheck;
import io.github.stormmc.check.CheckException;
import io.github.stormmc.check.CheckReport;
import io.github.stormmc.check.CheckResult;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Reads a topology jar's bytecode (and the --jars) without running it and lists what it uses of",
                "org.apache.storm that Storm-MC lacks, the documented differences it touches and the libraries",
                "whose versions differ from Apache Storm 2.8.2's.",
                "Exit code: 0 when everything it uses exists, 1 when something is missing, 2 on unreadable input."})
final class CheckCommand implements Callable<Integer> {

    static final int MISSING = 1;
    static final int BAD_INPUT = 2;

    @Option(names = "--jars", paramLabel = "JARS", split = ",",
            description = "Comma-separated jars the topology runs with (as for 'storm-mc jar --jars').")
    List<Path> jars = new ArrayList<>();

    @Parameters(index = "0", paramLabel = "<topology.jar>", description = "The topology jar to check.")
    Path topologyJar;

    private final PrintStream out;
    private final PrintStream err;

    CheckCommand() {
        this(System.out, System.err);
    }

    CheckCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        List<Path> all = new ArrayList<>();
        all.add(topologyJar);
        all.addAll(jars);
        CheckResult result;
        try {
            result = ApplicationCheck.run(all, CheckCommand.class.getClassLoader());
        } catch (CheckException e) {
            err.println("storm-mc check: " + e.getMessage());
            return BAD_INPUT;
        }
        CheckReport.print(result, all, out);
        return result.linksOnStormMc() ? 0 : MISSING;
    }
}

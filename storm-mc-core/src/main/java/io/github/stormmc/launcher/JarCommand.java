package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "jar", mixinStandardHelpOptions = true,
        description = {"Runs a topology jar's main class in this JVM, like 'storm local' / 'storm jar':",
                "StormSubmitter.submitTopology inside it starts the topology on Storm-MC.",
                "Options may also follow the main class; '--' ends option parsing."})
final class JarCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions options = new RunOptions();

    @Option(names = "--jars", paramLabel = "JARS",
            description = "Comma-separated jars put on the classpath after the topology jar, as with 'storm jar "
                    + "--jars' (e.g. your topology's classes beside Flux's flux-core jar); applied by bin/storm-mc "
                    + "before the JVM starts.")
    String jars;

    @Parameters(paramLabel = "<topology.jar> <main-class> [args]",
            description = "The topology jar, its main class and the arguments for main.")
    List<String> positional = new ArrayList<>();

    /** Parsed form of the positional arguments; throws picocli's usage error if they are incomplete. */
    JarArguments arguments() {
        String problem = options.validate();
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), problem);
        }
        try {
            return JarArguments.of(positional);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    @Override
    public Integer call() throws Exception {
        JarArguments args = arguments();
        return new TopologyRun(args.mainClass(), args.mainArgs(), args.jar(), options, System.out, System.err).run();
    }
}

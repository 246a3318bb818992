package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Runs the WordCount example from storm-mc-examples (bin/storm-mc puts its jar on the "
                + "classpath).", "Input: -c wordcount.input=PATH, else ../shared/data/A_Tale_of_Two_City.txt, "
                + "else built-in sentences."})
final class DemoCommand implements Callable<Integer> {

    static final String MAIN_CLASS = "io.github.stormmc.examples.WordCountTopology";

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions options = new RunOptions();

    @Parameters(paramLabel = "[args]", description = "Arguments for WordCountTopology.main (topology name).")
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        String problem = options.validate();
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), problem);
        }
        return new TopologyRun(MAIN_CLASS, args, null, options, System.out, System.err).run();
    }
}

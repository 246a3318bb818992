package io.github.stormmc.launcher;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of bin/storm-mc. The script only builds the classpath and JVM options; all parsing happens here. */
@Command(name = "storm-mc", mixinStandardHelpOptions = true, versionProvider = StormMcLauncher.Version.class,
        description = "Runs Apache Storm topologies in one JVM on Storm-MC.",
        subcommands = {JarCommand.class, CheckCommand.class, DemoCommand.class, ListCommand.class, KillCommand.class,
            ActivateCommand.class, DeactivateCommand.class, SetLogLevelCommand.class, VersionCommand.class,
            CommandLine.HelpCommand.class})
public final class StormMcLauncher implements Runnable {

    public static void main(String[] args) {
        int code = commandLine().execute(args);
        // Exit explicitly only on errors: a clean run must end because nothing is left running, not by force.
        if (code != 0) {
            System.exit(code);
        }
    }

    /** The parser with Storm-CLI-like rules: options anywhere, unknown options passed on to the user's main. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new StormMcLauncher());
        cl.setUnmatchedOptionsArePositionalParams(true);
        cl.setOverwrittenOptionsAllowed(true);
        return cl;
    }

    @Override
    public void run() {
        commandLine().usage(System.out);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return LauncherVersion.lines().toArray(new String[0]);
        }
    }
}

package io.github.stormmc.launcher;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "version", description = "Prints the Storm-MC, mirrored Storm API and Java versions.")
final class VersionCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        LauncherVersion.lines().forEach(System.out::println);
        return 0;
    }
}

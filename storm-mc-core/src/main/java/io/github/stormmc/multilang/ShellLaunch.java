package io.github.stormmc.multilang;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;

/**
 * How a multilang component's subprocess is started: the command, extra environment, and whether it runs in the
 * extracted {@code resources/} directory. Shared by {@code ShellBolt} and {@code ShellSpout}, which keep one each.
 */
public final class ShellLaunch implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String[] command;
    private Map<String, String> env = new HashMap<>();
    private boolean changeDirectory = true;

    public ShellLaunch(String... command) {
        this.command = command.clone();
    }

    public void setEnv(Map<String, String> env) {
        this.env = env == null ? new HashMap<>() : new HashMap<>(env);
    }

    public boolean changeDirectory() {
        return changeDirectory;
    }

    public void changeDirectory(boolean changeDirectory) {
        this.changeDirectory = changeDirectory;
    }

    String[] command() {
        return command.clone();
    }

    Map<String, String> env() {
        return env;
    }
}

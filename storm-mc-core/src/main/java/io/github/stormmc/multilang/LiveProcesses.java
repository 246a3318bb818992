package io.github.stormmc.multilang;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every running multilang subprocess, so that none outlives the JVM: components kill theirs in cleanup/close, and a
 * shutdown hook kills whatever is left (a JVM halted by a fault policy, or a topology never shut down).
 */
public final class LiveProcesses {
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
    private static volatile boolean hookInstalled;

    private LiveProcesses() {
    }

    public static void register(Process process) {
        installHook();
        LIVE.add(process);
    }

    public static void unregister(Process process) {
        LIVE.remove(process);
    }

    private static void installHook() {
        if (hookInstalled) {
            return;
        }
        synchronized (LiveProcesses.class) {
            if (!hookInstalled) {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(Process::destroyForcibly),
                    "stormmc-shutdown-multilang"));
                hookInstalled = true;
            }
        }
    }
}

package io.github.stormmc.launcher;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * After a run has closed, the JVM should exit on its own. If non-daemon threads (a user's executor service, say)
 * keep it alive, this names them and exits, so a --ttl run always ends.
 */
final class ExitWatchdog {

    private ExitWatchdog() {
    }

    static void start(long graceMillis, PrintStream err) {
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(graceMillis);
            } catch (InterruptedException e) {
                return;
            }
            err.println("storm-mc: JVM still running " + graceMillis / 1000 + " s after shutdown; non-daemon threads: "
                    + nonDaemonThreads() + "; exiting");
            err.flush();
            System.exit(0);
        }, "stormmc-exit-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    static List<String> nonDaemonThreads() {
        List<String> names = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.isAlive() && !t.isDaemon() && !"DestroyJavaVM".equals(t.getName())) {
                names.add(t.getName());
            }
        }
        names.sort(null);
        return names;
    }
}

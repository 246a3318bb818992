package io.github.stormmc.check;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** The human-readable report of a {@link CheckResult}. */
public final class CheckReport {

    private CheckReport() {
    }

    public static void print(CheckResult result, List<Path> jars, PrintStream out) {
        out.println("Checked " + jars.get(0).getFileName()
                + (jars.size() > 1 ? " and " + (jars.size() - 1) + " more jar" + (jars.size() > 2 ? "s" : "") : "")
                + ": " + result.classesRead() + (result.classesRead() == 1 ? " class" : " classes") + " read.");

        out.println();
        if (result.missing().isEmpty()) {
            out.println("Missing from Storm-MC: none. Every class, method and field of org.apache.storm it uses exists.");
        } else {
            out.println("Missing from Storm-MC (" + result.missing().size() + "):");
            for (CheckResult.Missing m : result.missing()) {
                out.println("  " + m.reference().describe());
                out.println("    used by " + String.join(", ", m.referencedBy()));
            }
        }

        out.println();
        if (result.touched().isEmpty()) {
            out.println("Documented differences touched: none.");
        } else {
            out.println("Documented differences touched (" + result.touched().size()
                    + "; see docs/compatibility.md):");
            for (CheckResult.Touched t : result.touched()) {
                out.println("  [" + t.row().status() + "] " + t.row().feature());
                t.uses().forEach(use -> out.println("    via " + use));
            }
        }

        out.println();
        if (result.libraries().isEmpty()) {
            out.println("Libraries at other versions than Apache Storm 2.8.2's: none.");
        } else {
            out.println("Libraries at other versions than Apache Storm 2.8.2's (" + result.libraries().size() + "):");
            for (CheckResult.LibraryDifference d : result.libraries()) {
                out.println("  " + d.library().key() + " " + d.library().version() + " (in " + d.library().foundIn()
                        + "); Storm brings " + d.stormVersion());
            }
        }

        if (!result.unreadable().isEmpty()) {
            out.println();
            out.println("Class files not read (" + result.unreadable().size() + "):");
            result.unreadable().forEach(u -> out.println("  " + u));
        }

        out.println();
        out.println(result.linksOnStormMc()
                ? "Result: OK, it links on Storm-MC."
                : "Result: " + result.missing().size() + " missing from Storm-MC; it will fail where it uses them.");
    }
}

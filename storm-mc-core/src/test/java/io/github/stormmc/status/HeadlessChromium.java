package io.github.stormmc.status;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's Chromium in headless mode, installed by the project's bin/install-chromium when missing. Each call runs
 * one browser process with a fresh profile and a bounded wait.
 */
final class HeadlessChromium {
    private static final long TIMEOUT_SECS = 60;
    private final Path binary;

    private HeadlessChromium(Path binary) {
        this.binary = binary;
    }

    /** Finds Chromium, running bin/install-chromium first when it is missing. */
    static HeadlessChromium ensureInstalled() throws IOException, InterruptedException {
        Path binary = Paths.get(System.getenv().getOrDefault("STORM_MC_CHROMIUM", "/usr/bin/chromium"));
        if (!Files.isExecutable(binary)) {
            Path script = repoRoot().resolve("bin/install-chromium");
            Process p = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0 || !Files.isExecutable(binary)) {
                throw new AssertionError(script + " could not install Chromium at " + binary + ":\n" + output);
            }
        }
        return new HeadlessChromium(binary);
    }

    static Path repoRoot() {
        Path dir = Paths.get("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("bin/install-chromium"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new AssertionError("no bin/install-chromium above " + Paths.get("").toAbsolutePath());
        }
        return dir;
    }

    /** The DOM after the page has loaded and its scripts ran, as Chromium serialises it. */
    String dumpDom(String url) throws IOException, InterruptedException {
        return run(List.of("--dump-dom", url));
    }

    void screenshot(String url, Path png, int width, int height) throws IOException, InterruptedException {
        Files.deleteIfExists(png);
        run(List.of("--hide-scrollbars", "--window-size=" + width + "," + height, "--screenshot=" + png, url));
        if (!Files.isRegularFile(png) || Files.size(png) == 0) {
            throw new AssertionError("Chromium wrote no screenshot to " + png);
        }
    }

    private String run(List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("stormmc-chromium-");
        try {
            List<String> command = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile));
            command.addAll(args);
            Path stderr = profile.resolve("stderr.txt");
            Process p = new ProcessBuilder(command).redirectError(stderr.toFile()).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(TIMEOUT_SECS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("Chromium did not finish within " + TIMEOUT_SECS + " s: " + command);
            }
            if (p.exitValue() != 0) {
                throw new AssertionError("Chromium exited with " + p.exitValue() + ": " + command + "\n"
                    + Files.readString(stderr));
            }
            return new String(out, StandardCharsets.UTF_8);
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}

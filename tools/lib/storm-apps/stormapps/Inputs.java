package stormapps;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Random;

/**
 * Deterministic inputs in the formats DSPBench's parsers read (its own data files are not in the repository):
 * the same seed gives the same file, so both engines see the same tuples.
 *
 * <p>Arguments: app name, output file, number of records.
 */
public final class Inputs {
    private static final DateTimeFormatter SENSOR_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter CDR_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");
    private static final List<String> CARD_STATES = List.of("LNL", "LNN", "LNS", "LHL", "LHN", "LHS", "MNL", "MNN",
        "MNS", "MHL", "MHN", "MHS", "HNL", "HNN", "HNS", "HHL", "HHN", "HHS");

    public static void main(String[] args) throws IOException {
        String app = args[0];
        Path out = Path.of(args[1]);
        int records = Integer.parseInt(args[2]);
        Random random = new Random(20261128L);
        LocalDateTime start = LocalDateTime.of(2004, 3, 1, 0, 0, 0);
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            for (int i = 0; i < records; i++) {
                switch (app) {
                    case "wordcount" -> {
                        StringBuilder line = new StringBuilder();
                        for (int k = 0; k < 8; k++) {
                            line.append(k == 0 ? "" : " ").append("w").append(random.nextInt(500));
                        }
                        w.println(line);
                    }
                    case "spikedetection" -> {
                        int mote = 1 + random.nextInt(20);
                        double temp = 20 + random.nextGaussian() + (random.nextInt(50) == 0 ? 15 : 0);
                        w.printf(java.util.Locale.ROOT, "%s %d %d %.4f %.4f %.2f %.5f%n",
                            start.plusSeconds(i).format(SENSOR_TIME), i, mote, temp, 40 + random.nextDouble(),
                            100 * random.nextDouble(), 2.5 + random.nextDouble() / 10);
                    }
                    case "frauddetection" -> w.println("C" + random.nextInt(300) + ",T" + i + ","
                        + CARD_STATES.get(random.nextInt(random.nextInt(40) == 0 ? CARD_STATES.size() : 9)));
                    case "voipstream" -> {
                        String caller = "55" + (1000 + random.nextInt(400));
                        String callee = "55" + (1000 + random.nextInt(400));
                        String when = start.plusSeconds(i * 7L).format(CDR_TIME);
                        w.println(caller + "," + callee + "," + when + "," + caller + ";" + callee + ";" + when + ";"
                            + random.nextInt(600) + ";" + (random.nextInt(10) != 0));
                    }
                    default -> throw new IllegalArgumentException("no input generator for " + app);
                }
            }
        }
    }
}

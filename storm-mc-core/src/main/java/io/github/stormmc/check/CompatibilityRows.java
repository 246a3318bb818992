package io.github.stormmc.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads the compatibility-rows.txt resource shipped in the jar (its format is described at its top). */
public final class CompatibilityRows {

    public static final String RESOURCE = "/io/github/stormmc/check/compatibility-rows.txt";

    private CompatibilityRows() {
    }

    public static List<CompatibilityRow> load() throws CheckException {
        try (InputStream in = CompatibilityRows.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new CheckException("resource " + RESOURCE + " is missing from Storm-MC's jar");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new CheckException("cannot read resource " + RESOURCE + ": " + e.getMessage());
        }
    }

    static List<CompatibilityRow> parse(List<String> lines) throws CheckException {
        List<CompatibilityRow> rows = new ArrayList<>();
        String status = null;
        String feature = null;
        List<List<String>> triggers = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("row: ")) {
                if (feature != null) {
                    rows.add(new CompatibilityRow(status, feature, List.copyOf(triggers)));
                }
                int bar = line.indexOf(" | ");
                if (bar < 0) {
                    throw new CheckException(RESOURCE + " line " + (i + 1) + ": expected 'row: <status> | <feature>'");
                }
                status = line.substring(5, bar).trim();
                feature = line.substring(bar + 3).trim();
                triggers = new ArrayList<>();
            } else if (line.startsWith(" ") && feature != null) {
                triggers.add(Arrays.stream(line.trim().split(" \\+ ")).map(String::trim).toList());
            } else {
                throw new CheckException(RESOURCE + " line " + (i + 1) + ": a trigger must be indented under a row: "
                        + line);
            }
        }
        if (feature != null) {
            rows.add(new CompatibilityRow(status, feature, List.copyOf(triggers)));
        }
        return rows;
    }
}

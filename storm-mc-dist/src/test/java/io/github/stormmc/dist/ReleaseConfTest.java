package io.github.stormmc.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * conf/storm.yaml, the file the release ships, lists every key of conf/defaults.yaml (the core jar's defaults),
 * commented out, with the same default value and a line of meaning above it, so that it cannot drift from the
 * defaults. Keys beyond defaults.yaml are Storm-MC's own ones whose defaults live in code, documented in
 * docs/configuration.md.
 */
class ReleaseConfTest {

    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    /** A commented-out setting: "# key: value", the key dotted (meanings never start with one). */
    private static final Pattern SETTING = Pattern.compile("^# ([a-z][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)+):( .*)?$");

    private static Yaml yaml() {
        return new Yaml(new SafeConstructor(new LoaderOptions()));
    }

    @Test
    void everyDefaultIsListedCommentedOutWithItsValueAndAMeaning() throws Exception {
        Map<String, Object> defaults = yaml().load(Files.readString(REPO.resolve("conf/defaults.yaml")));
        List<String> lines = Files.readAllLines(REPO.resolve("conf/storm.yaml"));

        assertNull(yaml().load(String.join("\n", lines)), "conf/storm.yaml must set nothing: every key commented out");

        Map<String, Object> listed = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = SETTING.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            String key = m.group(1);
            // a block value (a map or list) continues on the following "#   " lines
            StringBuilder setting = new StringBuilder(key).append(':').append(m.group(2) == null ? "" : m.group(2));
            for (int j = i + 1; j < lines.size() && lines.get(j).startsWith("#   "); j++) {
                setting.append('\n').append(lines.get(j).substring(2));
            }
            Map<String, Object> parsed = yaml().load(setting.toString());
            if (listed.containsKey(key)) {
                problems.add(key + " listed twice");
            }
            listed.put(key, parsed.get(key));
            String above = i > 0 ? lines.get(i - 1) : "";
            if (!above.startsWith("# ") || above.startsWith("# ----") || SETTING.matcher(above).matches()
                    || above.length() < 12) {
                problems.add(key + " has no line of meaning above it (line " + (i + 1) + ")");
            }
        }
        for (Map.Entry<String, Object> e : defaults.entrySet()) {
            if (!listed.containsKey(e.getKey())) {
                problems.add(e.getKey() + " (in defaults.yaml) is missing");
            } else if (!java.util.Objects.equals(e.getValue(), listed.get(e.getKey()))) {
                problems.add(e.getKey() + ": storm.yaml says " + listed.get(e.getKey()) + ", defaults.yaml "
                        + e.getValue());
            }
        }
        String configurationDoc = Files.readString(REPO.resolve("docs/configuration.md"));
        for (String key : listed.keySet()) {
            if (!defaults.containsKey(key) && !(key.startsWith("stormmc.")
                    && configurationDoc.contains("`" + key + "`"))) {
                problems.add(key + " is neither in defaults.yaml nor a stormmc.* key of docs/configuration.md");
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(listed.size() >= defaults.size());
        assertFalse(defaults.isEmpty());
    }
}

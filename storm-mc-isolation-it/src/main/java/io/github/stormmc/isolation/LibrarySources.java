package io.github.stormmc.isolation;

import com.google.gson.Gson;
import com.lmax.disruptor.RingBuffer;
import java.nio.file.Path;
import java.security.CodeSource;
import org.yaml.snakeyaml.Yaml;

/** The file name of the jar each old library's classes were loaded from. */
public final class LibrarySources {

    private LibrarySources() {
    }

    public static String gson() {
        return jarOf(Gson.class);
    }

    public static String snakeyaml() {
        return jarOf(Yaml.class);
    }

    public static String disruptor() {
        return jarOf(RingBuffer.class);
    }

    static String jarOf(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        if (source == null) {
            return "unknown";
        }
        try {
            return Path.of(source.getLocation().toURI()).getFileName().toString();
        } catch (java.net.URISyntaxException e) {
            return source.getLocation().toString();
        }
    }
}

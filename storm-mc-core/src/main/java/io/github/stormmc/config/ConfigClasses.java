package io.github.stormmc.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.validation.Validated;

/**
 * The classes whose keys {@code ConfigValidation.validateFields(conf)} checks: {@link Config} and every class
 * listed, one fully qualified name a line ({@code #} starts a comment), in a
 * {@code META-INF/services/org.apache.storm.validation.Validated} resource, as in Storm.
 */
public final class ConfigClasses {

    static final String REGISTRY = "META-INF/services/" + Validated.class.getName();

    private ConfigClasses() {
    }

    public static List<Class<?>> discover() {
        Set<String> names = new LinkedHashSet<>();
        names.add(Config.class.getName());
        for (URL url : registries()) {
            names.addAll(read(url));
        }
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            try {
                classes.add(ApplicationClasses.forName(name));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("Config class " + name + " listed in " + REGISTRY
                    + " is not on the classpath", e);
            }
        }
        return Collections.unmodifiableList(classes);
    }

    private static List<URL> registries() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = ConfigClasses.class.getClassLoader();
        }
        try {
            return Collections.list(loader.getResources(REGISTRY));
        } catch (IOException e) {
            throw new IllegalStateException("Cannot list " + REGISTRY, e);
        }
    }

    private static List<String> read(URL url) {
        List<String> names = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(url.openStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String name = line.replaceAll("#.*$", "").trim();
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + url, e);
        }
        return names;
    }
}

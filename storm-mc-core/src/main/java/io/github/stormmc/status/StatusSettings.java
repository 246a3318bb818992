package io.github.stormmc.status;

import io.github.stormmc.config.StormMcConfig;
import java.util.Map;
import org.apache.storm.utils.ObjectReader;

/**
 * Where the status page listens and how often it samples rates and refreshes, from the {@code stormmc.status.*}
 * keys (defaults as in defaults.yaml).
 */
public record StatusSettings(String host, int port, int refreshSecs) {

    public StatusSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(StormMcConfig.STATUS_PORT + " must be 0..65535, got " + port);
        }
        if (refreshSecs < 1) {
            throw new IllegalArgumentException(StormMcConfig.STATUS_REFRESH_SECS + " must be at least 1, got "
                + refreshSecs);
        }
    }

    public static StatusSettings of(Map<String, Object> conf) {
        Object host = conf.get(StormMcConfig.STATUS_HOST);
        return new StatusSettings(host == null ? "127.0.0.1" : host.toString(),
            ObjectReader.getInt(conf.get(StormMcConfig.STATUS_PORT), 8080),
            ObjectReader.getInt(conf.get(StormMcConfig.STATUS_REFRESH_SECS), 2));
    }

    public StatusSettings withPort(int newPort) {
        return new StatusSettings(host, newPort, refreshSecs);
    }
}

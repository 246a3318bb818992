package io.github.stormmc.status;

import io.github.stormmc.control.ControlToken;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

/**
 * Decides whether a state-changing request may run. Only the OS user who started the JVM can read the token (see
 * io.github.stormmc.control.RunDirectory), so requiring it keeps everyone else out; refusing a foreign
 * {@code Origin} also keeps out pages in that same user's browser, which could otherwise post to a local address.
 */
final class ActionGuard {
    private final String token;
    private final HostCheck hosts;
    private final int port;

    ActionGuard(String token, HostCheck hosts, int port) {
        this.token = token;
        this.hosts = hosts;
        this.port = port;
    }

    /** Why the request is refused (for a 403), or null when it may run. The Host header is checked before this. */
    String refusal(String origin, String offeredToken) {
        if (origin != null && !sameOrigin(origin)) {
            return "Origin '" + origin + "' is not this status page: cross-site requests cannot change anything";
        }
        if (offeredToken == null || offeredToken.isBlank()) {
            return "This request changes the topology and needs the " + ControlToken.HEADER + " header, holding the"
                + " token from this JVM's run file (readable only by the user who started it)";
        }
        if (!ControlToken.matches(token, offeredToken)) {
            return "Wrong " + ControlToken.HEADER;
        }
        return null;
    }

    private boolean sameOrigin(String origin) {
        try {
            URI uri = new URI(origin.trim());
            if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || uri.getPort() != port
                || uri.getRawPath() != null && !uri.getRawPath().isEmpty()) {
                return false;
            }
            return hosts.allows(uri.getHost().contains(":") && !uri.getHost().startsWith("[")
                ? "[" + uri.getHost() + "]" : uri.getHost());
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /**
     * Whether an API path (after {@code /api/v1/}) names a POST action of Storm UI: {@code topology/:id/activate},
     * {@code deactivate}, {@code kill/:wait}, {@code rebalance/:wait}, {@code logconfig}, and its profiling actions
     * {@code profiling/dumpjstack/:host-port} and {@code profiling/dumpheap/:host-port} (POST here, since they write
     * files and a heap dump stops the JVM while it is written).
     */
    static boolean isAction(List<String> apiPath) {
        if (apiPath.size() < 3 || !apiPath.get(0).equals("topology")) {
            return false;
        }
        String op = apiPath.get(2);
        return apiPath.size() == 3 && (op.equals("activate") || op.equals("deactivate") || op.equals("logconfig"))
            || apiPath.size() == 4 && (op.equals("kill") || op.equals("rebalance"))
            || apiPath.size() == 5 && op.equals("profiling")
                && (apiPath.get(3).equals("dumpjstack") || apiPath.get(3).equals("dumpheap"));
    }
}

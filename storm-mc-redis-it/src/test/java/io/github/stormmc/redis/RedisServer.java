package io.github.stormmc.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A real redis-server on a free loopback port, with no persistence, for one test class. When Debian's redis-server is
 * missing, the project's bin/install-redis installs it; only where that cannot work (no root, no apt) are the tests
 * skipped, with the reason.
 */
final class RedisServer implements AutoCloseable {
    private final Process process;
    private final int port;

    private RedisServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static RedisServer start() throws Exception {
        Path binary = Path.of(System.getenv().getOrDefault("STORM_MC_REDIS_SERVER", "/usr/bin/redis-server"));
        if (!Files.isExecutable(binary)) {
            Path script = Path.of(System.getProperty("stormmc.repo", "..")).resolve("bin/install-redis");
            Process install = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
            String output = new String(install.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            install.waitFor(300, TimeUnit.SECONDS);
            Assumptions.assumeTrue(Files.isExecutable(binary),
                "redis-server is missing and bin/install-redis could not install it: " + output);
        }
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Process process = new ProcessBuilder(binary.toString(), "--port", Integer.toString(port), "--bind", "127.0.0.1",
            "--save", "", "--appendonly", "no").redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        RedisServer server = new RedisServer(process, port);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!server.ping()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                server.close();
                throw new IllegalStateException("redis-server did not start on port " + port);
            }
            Thread.sleep(50);
        }
        return server;
    }

    int port() {
        return port;
    }

    private boolean ping() {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = in.readNBytes(7);
            return new String(reply, StandardCharsets.US_ASCII).startsWith("+PONG");
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}

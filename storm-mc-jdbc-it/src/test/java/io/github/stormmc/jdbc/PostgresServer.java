package io.github.stormmc.jdbc;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real PostgreSQL server for one test class: a fresh cluster ({@code initdb}) in a temporary directory, listening on
 * a free loopback port only, started and stopped with {@code pg_ctl}, removed on close. When the server binaries are
 * missing, the project's bin/install-postgresql installs Debian's package; only where that cannot work (no root, no
 * apt) are the tests skipped, with the reason. initdb and postgres refuse to run as root, so as root (how CI runs)
 * every server command runs as the unprivileged user {@code postgres} (created by Debian's package), or {@code nobody}.
 */
final class PostgresServer implements AutoCloseable {
    static final String USER = "postgres";

    private final Path bindir;
    private final Path base;
    private final Path data;
    private final String runAs;
    private final int port;
    private final Thread cleanupOnExit;
    private boolean running;

    private PostgresServer(Path bindir, Path base, String runAs, int port) {
        this.bindir = bindir;
        this.base = base;
        this.data = base.resolve("data");
        this.runAs = runAs;
        this.port = port;
        // a test JVM killed mid-run must not leave a server behind
        this.cleanupOnExit = new Thread(this::stopQuietly, "postgres-cleanup");
    }

    static PostgresServer start() throws Exception {
        Optional<Path> bindir = findBindir();
        if (bindir.isEmpty()) {
            Path script = Path.of(System.getProperty("stormmc.repo", "..")).resolve("bin/install-postgresql");
            Process install = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
            String output = new String(install.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            install.waitFor(600, TimeUnit.SECONDS);
            bindir = findBindir();
            String reason = "PostgreSQL is missing and bin/install-postgresql could not install it: " + output;
            if (bindir.isEmpty()) {
                // surefire reports a class skipped in @BeforeAll as "Tests run: 0": say why where it is seen
                System.err.println(reason);
            }
            Assumptions.assumeTrue(bindir.isPresent(), reason);
        }
        String runAs = isRoot() ? unprivilegedUser() : null;
        Path base = Files.createTempDirectory("storm-mc-pg");
        if (runAs != null) {
            UserPrincipal owner = base.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(runAs);
            Files.setOwner(base, owner);
        }
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        PostgresServer server = new PostgresServer(bindir.get(), base, runAs, port);
        try {
            server.run("initdb", "-D", server.data.toString(), "-U", USER, "--auth=trust", "--encoding=UTF8",
                "--locale=C", "--no-sync");
            // TCP on loopback only (no Unix socket, whose default directory may not exist or be writable); no
            // durability needed for a throw-away cluster
            Files.writeString(server.data.resolve("postgresql.conf"), String.join("\n",
                "", "port = " + port, "listen_addresses = '127.0.0.1'", "unix_socket_directories = ''",
                "fsync = off", "synchronous_commit = off", "full_page_writes = off", "max_connections = 60", ""),
                StandardOpenOption.APPEND);
            Runtime.getRuntime().addShutdownHook(server.cleanupOnExit);
            server.startServer();
        } catch (Exception | Error e) {
            server.close();
            throw e;
        }
        return server;
    }

    int port() {
        return port;
    }

    String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    /** Settings for storm-jdbc's HikariCPConnectionProvider: a small pool that gives up on a dead server quickly. */
    Map<String, Object> hikariConfig() {
        Map<String, Object> config = new HashMap<>();
        config.put("jdbcUrl", jdbcUrl());
        config.put("username", USER);
        config.put("maximumPoolSize", "2");
        config.put("connectionTimeout", "1000");
        return config;
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(jdbcUrl(), USER, "");
    }

    void execute(String... sql) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String statement : sql) {
                s.execute(statement);
            }
        }
    }

    /** The rows of a query, each as its columns' values in order. */
    List<List<Object>> query(String sql) throws SQLException {
        List<List<Object>> rows = new ArrayList<>();
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            int columns = r.getMetaData().getColumnCount();
            while (r.next()) {
                List<Object> row = new ArrayList<>(columns);
                for (int i = 1; i <= columns; i++) {
                    row.add(r.getObject(i));
                }
                rows.add(row);
            }
        }
        return rows;
    }

    /** A two-column query as a map from the first column (as text) to the second (as a long), in the query's order. */
    Map<String, Long> queryCounts(String sql) throws SQLException {
        Map<String, Long> result = new LinkedHashMap<>();
        for (List<Object> row : query(sql)) {
            result.put(String.valueOf(row.get(0)), ((Number) row.get(1)).longValue());
        }
        return result;
    }

    /** Stops the server (fast shutdown: open connections are cut), keeping its data. */
    synchronized void stopServer() throws IOException, InterruptedException {
        run("pg_ctl", "stop", "-D", data.toString(), "-m", "fast", "-w", "-t", "60");
        running = false;
    }

    /** Starts the server on its port again; returns once it accepts connections. */
    synchronized void startServer() throws Exception {
        run("pg_ctl", "start", "-D", data.toString(), "-l", base.resolve("server.log").toString(), "-w", "-t", "60");
        running = true;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            try {
                connect().close();
                return;
            } catch (SQLException e) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("PostgreSQL did not accept connections on port " + port, e);
                }
                Thread.sleep(50);
            }
        }
    }

    @Override
    public void close() throws IOException {
        stopQuietly();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanupOnExit);
        } catch (IllegalStateException | IllegalArgumentException e) {
            // already shutting down, or the hook was never added
        }
        try (Stream<Path> paths = Files.walk(base)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private synchronized void stopQuietly() {
        if (running) {
            try {
                stopServer();
            } catch (IOException | InterruptedException | RuntimeException e) {
                System.err.println("could not stop PostgreSQL in " + data + ": " + e);
            }
        }
    }

    /** Runs one of the server's programs (as the unprivileged user when this JVM is root) and checks it succeeded. */
    private void run(String program, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (runAs != null) {
            command.addAll(asUser(runAs));
        }
        command.add(bindir.resolve(program).toString());
        command.addAll(List.of(args));
        Path output = Files.createTempFile("storm-mc-pg-" + program, ".log");
        try {
            // pg_ctl start leaves the server holding the output it inherited: a file, so waitFor does not hang on it
            Process p = new ProcessBuilder(command).directory(base.toFile()).redirectErrorStream(true)
                .redirectOutput(output.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " did not finish in 120 s");
            }
            if (p.exitValue() != 0) {
                String log = Files.readString(output);
                Path serverLog = base.resolve("server.log");
                if (Files.exists(serverLog)) {
                    log += "\nserver.log:\n" + Files.readString(serverLog);
                }
                throw new IllegalStateException(String.join(" ", command) + " exited with " + p.exitValue() + ":\n" + log);
            }
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** The directory of initdb, pg_ctl and postgres: $STORM_MC_PG_BINDIR, pg_config's, or Debian's newest. */
    static Optional<Path> findBindir() {
        List<Path> candidates = new ArrayList<>();
        String env = System.getenv("STORM_MC_PG_BINDIR");
        if (env != null && !env.isBlank()) {
            candidates.add(Path.of(env));
        }
        try {
            Process p = new ProcessBuilder("pg_config", "--bindir").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 && !out.isEmpty()) {
                candidates.add(Path.of(out));
            }
        } catch (IOException | InterruptedException e) {
            // no pg_config on the PATH: look in Debian's layout below
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                versions.filter(v -> v.getFileName().toString().matches("\\d+"))
                    .sorted(Comparator.comparingInt((Path v) -> Integer.parseInt(v.getFileName().toString())).reversed())
                    .forEach(v -> candidates.add(v.resolve("bin")));
            } catch (IOException e) {
                // unreadable: treated as absent
            }
        }
        return candidates.stream().filter(PostgresServer::hasServerPrograms).findFirst();
    }

    private static boolean hasServerPrograms(Path dir) {
        return Stream.of("initdb", "pg_ctl", "postgres").allMatch(p -> Files.isExecutable(dir.resolve(p)));
    }

    private static boolean isRoot() throws IOException, InterruptedException {
        return output("id", "-u").equals("0");
    }

    private static String output(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        p.waitFor(30, TimeUnit.SECONDS);
        return out;
    }

    private static String unprivilegedUser() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("id", "-u", USER).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.waitFor(30, TimeUnit.SECONDS);
        return p.exitValue() == 0 ? USER : "nobody";
    }

    /** The command prefix that runs a program as the given user: util-linux's runuser, or its setpriv (no PAM). */
    private static List<String> asUser(String user) throws IOException, InterruptedException {
        for (String dir : List.of("/usr/sbin/", "/sbin/", "/usr/bin/", "/bin/")) {
            if (Files.isExecutable(Path.of(dir + "runuser"))) {
                return List.of(dir + "runuser", "-u", user, "--");
            }
        }
        for (String dir : List.of("/usr/bin/", "/bin/", "/usr/sbin/")) {
            if (Files.isExecutable(Path.of(dir + "setpriv"))) {
                // the user's own group, which need not have its name (nobody's is nogroup)
                return List.of(dir + "setpriv", "--reuid=" + user, "--regid=" + output("id", "-g", user),
                    "--init-groups", "--");
            }
        }
        throw new IllegalStateException("running PostgreSQL as root needs runuser or setpriv (util-linux)");
    }
}

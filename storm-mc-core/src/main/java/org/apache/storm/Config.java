package org.apache.storm;

import com.esotericsoftware.kryo.Serializer;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.metric.IEventLogger;
import org.apache.storm.serialization.IKryoDecorator;
import org.apache.storm.serialization.IKryoFactory;

/**
 * A topology configuration: a plain map from Storm config keys to values, plus typed setters.
 *
 * <p>The key constants and the layout each setter writes are Storm 2.8.2's, because user code and the engine read
 * the same map. Defaults for every key live in {@code defaults.yaml}; value types are checked by
 * {@link io.github.stormmc.config.ConfigValidator}.
 */
public class Config extends HashMap<String, Object> {
    static {
        // A topology's main touches this class first: the engine's one-time start-up work (defaults.yaml, log4j2's
        // classes) begins on another core while main builds the topology.
        io.github.stormmc.cluster.StartupWarmup.start();
    }

    // ---- Topology identity, parallelism and reliability. ----
    public static final String TOPOLOGY_ENABLE_MESSAGE_TIMEOUTS = "topology.enable.message.timeouts";
    public static final String TOPOLOGY_DEBUG = "topology.debug";
    public static final String TOPOLOGY_VERSION = "topology.version";
    public static final String TOPOLOGY_WORKERS = "topology.workers";
    public static final String TOPOLOGY_TASKS = "topology.tasks";
    public static final String TOPOLOGY_ACKER_EXECUTORS = "topology.acker.executors";
    public static final String TOPOLOGY_EVENT_LOGGER_REGISTER = "topology.event.logger.register";
    public static final String TOPOLOGY_EVENTLOGGER_EXECUTORS = "topology.eventlogger.executors";
    public static final String TOPOLOGY_MESSAGE_TIMEOUT_SECS = "topology.message.timeout.secs";
    public static final String TOPOLOGY_MAX_TASK_PARALLELISM = "topology.max.task.parallelism";
    public static final String TOPOLOGY_MAX_SPOUT_PENDING = "topology.max.spout.pending";
    public static final String TOPOLOGY_TRANSACTIONAL_ID = "topology.transactional.id";
    public static final String TOPOLOGY_AUTO_TASK_HOOKS = "topology.auto.task.hooks";
    public static final String TOPOLOGY_TICK_TUPLE_FREQ_SECS = "topology.tick.tuple.freq.secs";
    public static final String TOPOLOGY_NAME = "topology.name";
    public static final String TOPOLOGY_AUTO_CREDENTIALS = "topology.auto-credentials";

    // ---- Topology serialization (Kryo). ----
    public static final String TOPOLOGY_TUPLE_SERIALIZER = "topology.tuple.serializer";
    public static final String TOPOLOGY_TESTING_ALWAYS_TRY_SERIALIZE = "topology.testing.always.try.serialize";
    public static final String TOPOLOGY_KRYO_REGISTER = "topology.kryo.register";
    public static final String TOPOLOGY_KRYO_DECORATORS = "topology.kryo.decorators";
    public static final String TOPOLOGY_KRYO_FACTORY = "topology.kryo.factory";
    public static final String TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS = "topology.skip.missing.kryo.registrations";
    public static final String TOPOLOGY_STATE_KRYO_REGISTER = "topology.state.kryo.register";
    public static final String TOPOLOGY_FALL_BACK_ON_JAVA_SERIALIZATION = "topology.fall.back.on.java.serialization";

    // ---- Topology queues, batching, back pressure and idle waiting. ----
    public static final String TOPOLOGY_DISABLE_LOADAWARE_MESSAGING = "topology.disable.loadaware.messaging";
    public static final String TOPOLOGY_LOCALITYAWARE_HIGHER_BOUND = "topology.localityaware.higher.bound";
    public static final String TOPOLOGY_LOCALITYAWARE_LOWER_BOUND = "topology.localityaware.lower.bound";
    @Deprecated(since = "2.0.0", forRemoval = true)
    public static final String TOPOLOGY_BACKPRESSURE_ENABLE = "topology.backpressure.enable";
    public static final String TOPOLOGY_SLEEP_SPOUT_WAIT_STRATEGY_TIME_MS = "topology.sleep.spout.wait.strategy.time.ms";
    public static final String TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE = "topology.executor.receive.buffer.size";
    public static final String TOPOLOGY_TRANSFER_BUFFER_SIZE = "topology.transfer.buffer.size";
    public static final String TOPOLOGY_TRANSFER_BATCH_SIZE = "topology.transfer.batch.size";
    public static final String TOPOLOGY_PRODUCER_BATCH_SIZE = "topology.producer.batch.size";
    public static final String TOPOLOGY_EXECUTOR_OVERFLOW_LIMIT = "topology.executor.overflow.limit";
    public static final String TOPOLOGY_BACKPRESSURE_CHECK_MILLIS = "topology.backpressure.check.millis";
    public static final String TOPOLOGY_BATCH_FLUSH_INTERVAL_MILLIS = "topology.batch.flush.interval.millis";
    public static final String TOPOLOGY_WORKER_SHARED_THREAD_POOL_SIZE = "topology.worker.shared.thread.pool.size";
    public static final String TOPOLOGY_SPOUT_WAIT_STRATEGY = "topology.spout.wait.strategy";
    public static final String TOPOLOGY_SPOUT_WAIT_PARK_MICROSEC = "topology.spout.wait.park.microsec";
    public static final String TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL1_COUNT = "topology.spout.wait.progressive.level1.count";
    public static final String TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL2_COUNT = "topology.spout.wait.progressive.level2.count";
    public static final String TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS = "topology.spout.wait.progressive.level3.sleep.millis";
    public static final String TOPOLOGY_BOLT_WAIT_STRATEGY = "topology.bolt.wait.strategy";
    public static final String TOPOLOGY_BOLT_WAIT_PARK_MICROSEC = "topology.bolt.wait.park.microsec";
    public static final String TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL1_COUNT = "topology.bolt.wait.progressive.level1.count";
    public static final String TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL2_COUNT = "topology.bolt.wait.progressive.level2.count";
    public static final String TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS = "topology.bolt.wait.progressive.level3.sleep.millis";
    public static final String TOPOLOGY_BACKPRESSURE_WAIT_STRATEGY = "topology.backpressure.wait.strategy";
    public static final String TOPOLOGY_BACKPRESSURE_WAIT_PARK_MICROSEC = "topology.backpressure.wait.park.microsec";
    public static final String TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS = "topology.backpressure.wait.progressive.level3.sleep.millis";
    public static final String TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL1_COUNT = "topology.backpressure.wait.progressive.level1.count";
    public static final String TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL2_COUNT = "topology.backpressure.wait.progressive.level2.count";
    public static final String TOPOLOGY_SPOUT_RECVQ_SKIPS = "topology.spout.recvq.skips";

    // ---- Topology metrics, statistics and error reporting. ----
    public static final String TOPOLOGY_METRICS_CONSUMER_RESOURCES_ONHEAP_MEMORY_MB = "topology.metrics.consumer.resources.onheap.memory.mb";
    public static final String TOPOLOGY_METRICS_CONSUMER_RESOURCES_OFFHEAP_MEMORY_MB = "topology.metrics.consumer.resources.offheap.memory.mb";
    public static final String TOPOLOGY_METRICS_CONSUMER_CPU_PCORE_PERCENT = "topology.metrics.consumer.cpu.pcore.percent";
    public static final String TOPOLOGY_ENABLE_V2_METRICS_TICK = "topology.enable.v2.metrics.tick";
    public static final String TOPOLOGY_V2_METRICS_TICK_INTERVAL_SECONDS = "topology.v2.metrics.tick.interval.seconds";
    public static final String TOPOLOGY_ENABLE_SEND_ICONNECTION_METRICS = "topology.enable.send.iconnection.metrics";
    public static final String TOPOLOGY_METRICS_CONSUMER_REGISTER = "topology.metrics.consumer.register";
    public static final String TOPOLOGY_SERIALIZED_MESSAGE_SIZE_METRICS = "topology.serialized.message.size.metrics";
    public static final String TOPOLOGY_WORKER_METRICS = "topology.worker.metrics";
    public static final String TOPOLOGY_STATS_SAMPLE_RATE = "topology.stats.sample.rate";
    public static final String TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS = "topology.builtin.metrics.bucket.size.secs";
    public static final String TOPOLOGY_ERROR_THROTTLE_INTERVAL_SECS = "topology.error.throttle.interval.secs";
    public static final String TOPOLOGY_MAX_ERROR_REPORT_PER_INTERVAL = "topology.max.error.report.per.interval";
    public static final String TOPOLOGY_METRICS_REPORTERS = "topology.metrics.reporters";

    // ---- Windowed and stateful bolts. ----
    public static final String TOPOLOGY_STATE_PROVIDER = "topology.state.provider";
    public static final String TOPOLOGY_STATE_PROVIDER_CONFIG = "topology.state.provider.config";
    public static final String TOPOLOGY_STATE_CHECKPOINT_INTERVAL = "topology.state.checkpoint.interval.ms";
    public static final String TOPOLOGY_STATE_SYNCHRONIZATION_TIMEOUT_SECS = "topology.state.synchronization.timeout.secs";
    public static final String TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT = "topology.bolts.window.length.count";
    public static final String TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS = "topology.bolts.window.length.duration.ms";
    public static final String TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT = "topology.bolts.window.sliding.interval.count";
    public static final String TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS = "topology.bolts.window.sliding.interval.duration.ms";
    public static final String TOPOLOGY_BOLTS_LATE_TUPLE_STREAM = "topology.bolts.late.tuple.stream";
    public static final String TOPOLOGY_BOLTS_TUPLE_TIMESTAMP_MAX_LAG_MS = "topology.bolts.tuple.timestamp.max.lag.ms";
    public static final String TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS = "topology.bolts.watermark.event.interval.ms";
    public static final String TOPOLOGY_BOLTS_MESSAGE_ID_FIELD_NAME = "topology.bolts.message.id.field.name";

    // ---- Resource-aware scheduling of a topology. ----
    public static final String TOPOLOGY_COMPONENT_RESOURCES_MAP = "topology.component.resources.map";
    public static final String TOPOLOGY_COMPONENT_RESOURCES_ONHEAP_MEMORY_MB = "topology.component.resources.onheap.memory.mb";
    public static final String TOPOLOGY_COMPONENT_RESOURCES_OFFHEAP_MEMORY_MB = "topology.component.resources.offheap.memory.mb";
    public static final String TOPOLOGY_COMPONENT_CPU_PCORE_PERCENT = "topology.component.cpu.pcore.percent";
    public static final String TOPOLOGY_ACKER_RESOURCES_ONHEAP_MEMORY_MB = "topology.acker.resources.onheap.memory.mb";
    public static final String TOPOLOGY_ACKER_RESOURCES_OFFHEAP_MEMORY_MB = "topology.acker.resources.offheap.memory.mb";
    public static final String TOPOLOGY_ACKER_CPU_PCORE_PERCENT = "topology.acker.cpu.pcore.percent";
    public static final String TOPOLOGY_WORKER_MAX_HEAP_SIZE_MB = "topology.worker.max.heap.size.mb";
    public static final String TOPOLOGY_SCHEDULER_STRATEGY = "topology.scheduler.strategy";
    public static final String TOPOLOGY_RAS_ORDER_EXECUTORS_BY_PROXIMITY_NEEDS = "topology.ras.order.executors.by.proximity.needs";
    public static final String TOPOLOGY_RAS_CONSTRAINTS = "topology.ras.constraints";
    @Deprecated
    public static final String TOPOLOGY_SPREAD_COMPONENTS = "topology.spread.components";
    public static final String TOPOLOGY_RAS_CONSTRAINT_MAX_STATE_SEARCH = "topology.ras.constraint.max.state.search";
    public static final String TOPOLOGY_RAS_ONE_EXECUTOR_PER_WORKER = "topology.ras.one.executor.per.worker";
    public static final String TOPOLOGY_RAS_ONE_COMPONENT_PER_WORKER = "topology.ras.one.component.per.worker";
    public static final String TOPOLOGY_RAS_CONSTRAINT_MAX_TIME_SECS = "topology.ras.constraint.max.time.secs";
    public static final String TOPOLOGY_SCHEDULER_FAVORED_NODES = "topology.scheduler.favored.nodes";
    public static final String TOPOLOGY_SCHEDULER_UNFAVORED_NODES = "topology.scheduler.unfavored.nodes";
    public static final String TOPOLOGY_RAS_ACKER_EXECUTORS_PER_WORKER = "topology.ras.acker.executors.per.worker";
    public static final String TOPOLOGY_PRIORITY = "topology.priority";

    // ---- Worker JVM, classpath, users and credentials of a topology. ----
    public static final String TOPOLOGY_BLOBSTORE_MAP = "topology.blobstore.map";
    public static final String TOPOLOGY_USERS = "topology.users";
    public static final String TOPOLOGY_GROUPS = "topology.groups";
    public static final String TOPOLOGY_READONLY_USERS = "topology.readonly.users";
    public static final String TOPOLOGY_READONLY_GROUPS = "topology.readonly.groups";
    public static final String TOPOLOGY_WORKER_CHILDOPTS = "topology.worker.childopts";
    public static final String TOPOLOGY_WORKER_GC_CHILDOPTS = "topology.worker.gc.childopts";
    public static final String TOPOLOGY_WORKER_LOGWRITER_CHILDOPTS = "topology.worker.logwriter.childopts";
    public static final String TOPOLOGY_CLASSPATH = "topology.classpath";
    public static final String TOPOLOGY_CLASSPATH_BEGINNING = "topology.classpath.beginning";
    public static final String TOPOLOGY_ENVIRONMENT = "topology.environment";
    public static final String TOPOLOGY_SUBMITTER_PRINCIPAL = "topology.submitter.principal";
    public static final String TOPOLOGY_SUBMITTER_USER = "topology.submitter.user";
    public static final String TOPOLOGY_LOGGING_SENSITIVITY = "topology.logging.sensitivity";
    public static final String TOPOLOGY_LOGGING_CONFIG_FILE = "topology.logging.config";
    public static final String TOPOLOGY_MIN_REPLICATION_COUNT = "topology.min.replication.count";
    public static final String TOPOLOGY_MAX_REPLICATION_WAIT_TIME_SEC = "topology.max.replication.wait.time.sec";
    public static final String TOPOLOGY_WORKER_NIMBUS_THRIFT_CLIENT_USE_TLS = "topology.worker.nimbus.thrift.client.use.tls";
    public static final String TOPOLOGY_WORKER_TIMEOUT_SECS = "topology.worker.timeout.secs";
    public static String TOPOLOGY_OCI_IMAGE = "topology.oci.image";

    // ---- Other topology settings (multilang, Trident, misc). ----
    public static final String TOPOLOGY_MULTILANG_LOG_HANDLER = "topology.multilang.log.handler";
    public static final String TOPOLOGY_MULTILANG_SERIALIZER = "topology.multilang.serializer";
    public static final String TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS = "topology.trident.batch.emit.interval.millis";
    public static final String TOPOLOGY_TRIDENT_WINDOWING_INMEMORY_CACHE_LIMIT = "topology.trident.windowing.cache.tuple.limit";
    public static final String TOPOLOGY_SHELLBOLT_MAX_PENDING = "topology.shellbolt.max.pending";
    public static final String TOPOLOGY_SUBPROCESS_TIMEOUT_SECS = "topology.subprocess.timeout.secs";
    public static final String TOPOLOGY_ISOLATED_MACHINES = "topology.isolate.machines";

    // ---- Worker, executor and task processes. ----
    public static final String WORKER_LOG_LEVEL_RESET_POLL_SECS = "worker.log.level.reset.poll.secs";
    public static final String TASK_CREDENTIALS_POLL_SECS = "task.credentials.poll.secs";
    public static final String WORKER_METRICS = "worker.metrics";
    public static final String WORKER_MAX_TIMEOUT_SECS = "worker.max.timeout.secs";
    public static final String WORKER_GC_CHILDOPTS = "worker.gc.childopts";
    public static final String WORKER_CHILDOPTS = "worker.childopts";
    public static final String WORKER_HEAP_MEMORY_MB = "worker.heap.memory.mb";
    public static final String WORKER_HEARTBEAT_FREQUENCY_SECS = "worker.heartbeat.frequency.secs";
    public static final String EXECUTOR_METRICS_FREQUENCY_SECS = "executor.metrics.frequency.secs";
    public static final String TASK_HEARTBEAT_FREQUENCY_SECS = "task.heartbeat.frequency.secs";
    public static final String TASK_REFRESH_POLL_SECS = "task.refresh.poll.secs";
    public static final String WORKER_BLOB_UPDATE_POLL_INTERVAL_SECS = "worker.blob.update.poll.interval.secs";

    // ---- Inter-worker messaging. ----
    public static final String STORM_MESSAGING_TRANSPORT = "storm.messaging.transport";
    public static final String STORM_MESSAGING_NETTY_AUTHENTICATION = "storm.messaging.netty.authentication";
    public static final String STORM_MESSAGING_NETTY_BUFFER_SIZE = "storm.messaging.netty.buffer_size";
    public static final String STORM_MESSAGING_NETTY_BUFFER_HIGH_WATERMARK = "storm.messaging.netty.buffer.high.watermark";
    public static final String STORM_MESSAGING_NETTY_BUFFER_LOW_WATERMARK = "storm.messaging.netty.buffer.low.watermark";
    public static final String STORM_MESSAGING_NETTY_SOCKET_BACKLOG = "storm.messaging.netty.socket.backlog";
    public static final String STORM_MESSAGING_NETTY_SERVER_WORKER_THREADS = "storm.messaging.netty.server_worker_threads";
    public static final String STORM_NETTY_MESSAGE_BATCH_SIZE = "storm.messaging.netty.transfer.batch.size";
    public static final String STORM_MESSAGING_NETTY_MIN_SLEEP_MS = "storm.messaging.netty.min_wait_ms";
    public static final String STORM_MESSAGING_NETTY_MAX_SLEEP_MS = "storm.messaging.netty.max_wait_ms";
    public static final String STORM_MESSAGING_NETTY_CLIENT_WORKER_THREADS = "storm.messaging.netty.client_worker_threads";
    public static final String STORM_MESSAGING_NETTY_TLS_ENABLE = "storm.messaging.netty.tls.enable";
    public static final String STORM_MESSAGING_NETTY_TLS_REQUIRE_OPEN_SSL = "storm.messaging.netty.tls.require.open.ssl";
    public static final String STORM_MESSAGING_NETTY_TLS_CIPHERS = "storm.messaging.netty.tls.ciphers";
    public static final String STORM_MESSAGING_NETTY_TLS_TRUSTSTORE_PATH = "storm.messaging.netty.tls.truststore.path";
    public static final String STORM_MESSAGING_NETTY_TLS_TRUSTSTORE_PASSWORD = "storm.messaging.netty.tls.truststore.password";
    public static final String STORM_MESSAGING_NETTY_TLS_KEYSTORE_PATH = "storm.messaging.netty.tls.keystore.path";
    public static final String STORM_MESSAGING_NETTY_TLS_KEYSTORE_PASSWORD = "storm.messaging.netty.tls.keystore.password";
    public static final String STORM_MESSAGING_NETTY_TLS_CLIENT_TRUSTSTORE_PATH = "storm.messaging.netty.tls.client.truststore.path";
    public static final String STORM_MESSAGING_NETTY_TLS_CLIENT_TRUSTSTORE_PASSWORD = "storm.messaging.netty.tls.client.truststore.password";
    public static final String STORM_MESSAGING_NETTY_TLS_CLIENT_KEYSTORE_PATH = "storm.messaging.netty.tls.client.keystore.path";
    public static final String STORM_MESSAGING_NETTY_TLS_CLIENT_KEYSTORE_PASSWORD = "storm.messaging.netty.tls.client.keystore.password";
    public static final String STORM_MESSAGING_NETTY_TLS_SSL_PROTOCOLS = "storm.messaging.netty.tls.ssl.protocols";
    public static final String STORM_MESSAGING_NETTY_FLUSH_TIMEOUT_MS = "storm.messaging.netty.flush_timeout_ms";

    // ---- ZooKeeper. ----
    public static final String TRANSACTIONAL_ZOOKEEPER_ROOT = "transactional.zookeeper.root";
    public static final String TRANSACTIONAL_ZOOKEEPER_SERVERS = "transactional.zookeeper.servers";
    public static final String TRANSACTIONAL_ZOOKEEPER_PORT = "transactional.zookeeper.port";
    public static final String STORM_ZOOKEEPER_SERVERS = "storm.zookeeper.servers";
    public static final String STORM_ZOOKEEPER_PORT = "storm.zookeeper.port";
    public static final String STORM_ZOOKEEPER_SUPERACL = "storm.zookeeper.superACL";
    public static final String STORM_ZOOKEEPER_DRPC_ACL = "storm.zookeeper.drpcACL";
    public static final String STORM_ZOOKEEPER_TOPOLOGY_AUTH_SCHEME = "storm.zookeeper.topology.auth.scheme";
    public static final String ZK_SSL_ENABLE = "storm.zookeeper.ssl.enable";
    public static final String STORM_ZOOKEEPER_SSL_KEYSTORE_PATH = "storm.zookeeper.ssl.keystore.path";
    public static final String STORM_ZOOKEEPER_SSL_KEYSTORE_PASSWORD = "storm.zookeeper.ssl.keystore.password";
    public static final String STORM_ZOOKEEPER_SSL_TRUSTSTORE_PATH = "storm.zookeeper.ssl.truststore.path";
    public static final String STORM_ZOOKEEPER_SSL_TRUSTSTORE_PASSWORD = "storm.zookeeper.ssl.truststore.password";
    public static final String STORM_ZOOKEEPER_SSL_HOSTNAME_VERIFICATION = "storm.zookeeper.ssl.hostnameVerification";
    public static final String STORM_ZOOKEEPER_ROOT = "storm.zookeeper.root";
    public static final String STORM_ZOOKEEPER_TOPOLOGY_AUTH_PAYLOAD = "storm.zookeeper.topology.auth.payload";
    public static final String STORM_ZOOKEEPER_AUTH_SCHEME = "storm.zookeeper.auth.scheme";
    public static final String STORM_ZOOKEEPER_AUTH_PAYLOAD = "storm.zookeeper.auth.payload";
    public static final String STORM_ZOOKEEPER_CONNECTION_TIMEOUT = "storm.zookeeper.connection.timeout";
    public static final String STORM_ZOOKEEPER_SESSION_TIMEOUT = "storm.zookeeper.session.timeout";
    public static final String STORM_ZOOKEEPER_RETRY_INTERVAL = "storm.zookeeper.retry.interval";
    public static final String STORM_ZOOKEEPER_RETRY_INTERVAL_CEILING = "storm.zookeeper.retry.intervalceiling.millis";
    public static final String STORM_ZOOKEEPER_RETRY_TIMES = "storm.zookeeper.retry.times";

    // ---- Cluster-wide settings. ----
    public static final String STORM_ID = "storm.id";
    public static final String STORM_DO_AS_USER = "storm.doAsUser";
    public static final String STORM_GROUP_MAPPING_SERVICE_CACHE_DURATION_SECS = "storm.group.mapping.service.cache.duration.secs";
    public static final String STORM_NIMBUS_RETRY_TIMES = "storm.nimbus.retry.times";
    public static final String STORM_NIMBUS_RETRY_INTERVAL = "storm.nimbus.retry.interval.millis";
    public static final String STORM_NIMBUS_RETRY_INTERVAL_CEILING = "storm.nimbus.retry.intervalceiling.millis";
    public static final String STORM_THRIFT_SOCKET_TIMEOUT_MS = "storm.thrift.socket.timeout.ms";
    public static final String STORM_THRIFT_TLS_SOCKET_TIMEOUT_MS = "storm.thrift.tls.socket.timeout.ms";
    public static final String STORM_GROUP_MAPPING_SERVICE_PARAMS = "storm.group.mapping.service.params";
    public static final String STORM_THRIFT_TRANSPORT_PLUGIN = "storm.thrift.transport";
    public static final String STORM_META_SERIALIZATION_DELEGATE = "storm.meta.serialization.delegate";
    public static final String STORM_TOPOLOGY_METRICS_SYSTEM_REPORTERS = "storm.topology.metrics.system.reporters";
    @Deprecated(since = "2.0.0", forRemoval = true)
    public static final String STORM_METRICS_REPORTERS = "storm.metrics.reporters";
    public static final String STORM_HDFS_LOGIN_PRINCIPAL = "storm.hdfs.login.principal";
    public static final String STORM_HDFS_LOGIN_KEYTAB = "storm.hdfs.login.keytab";
    public static final String STORM_LOCAL_HOSTNAME = "storm.local.hostname";
    public static final String STORM_CLUSTER_MODE = "storm.cluster.mode";
    public static final String STORM_NETWORK_TOPOGRAPHY_PLUGIN = "storm.network.topography.plugin";
    public static final String STORM_LOCAL_MODE_ZMQ = "storm.local.mode.zmq";
    public static final String DISABLE_SYMLINKS = "storm.disable.symlinks";
    public static final String STORM_PRINCIPAL_TO_LOCAL_PLUGIN = "storm.principal.tolocal";
    public static final String STORM_GROUP_MAPPING_SERVICE_PROVIDER_PLUGIN = "storm.group.mapping.service";
    public static final String STORM_TOPOLOGY_SUBMISSION_NOTIFIER_PLUGIN = "storm.topology.submission.notifier.plugin.class";
    public static final String STORM_LOCAL_DIR = "storm.local.dir";
    public static final String STORM_WORKERS_ARTIFACTS_DIR = "storm.workers.artifacts.dir";
    public static final String STORM_CLUSTER_STATE_STORE = "storm.cluster.state.store";
    public static final String STORM_DAEMON_METRICS_REPORTER_PLUGIN_LOCALE = "storm.daemon.metrics.reporter.plugin.locale";
    public static final String STORM_DAEMON_METRICS_REPORTER_PLUGIN_RATE_UNIT = "storm.daemon.metrics.reporter.plugin.rate.unit";
    public static final String STORM_DAEMON_METRICS_REPORTER_PLUGIN_DURATION_UNIT = "storm.daemon.metrics.reporter.plugin.duration.unit";

    // ---- Nimbus. ----
    public static final String NIMBUS_THRIFT_TRANSPORT_PLUGIN = "nimbus.thrift.transport";
    public static final String NIMBUS_THRIFT_PORT = "nimbus.thrift.port";
    public static final String NIMBUS_QUEUE_SIZE = "nimbus.queue.size";
    public static final String NIMBUS_LOCAL_ASSIGNMENTS_BACKEND_CLASS = "nimbus.local.assignments.backend.class";
    public static final String NIMBUS_THRIFT_THREADS = "nimbus.thrift.threads";
    public static final String NIMBUS_THRIFT_MAX_BUFFER_SIZE = "nimbus.thrift.max_buffer_size";
    public static final String NIMBUS_THRIFT_TLS_PORT = "nimbus.thrift.tls.port";
    public static final String NIMBUS_THRIFT_TLS_TRANSPORT_PLUGIN = "nimbus.thrift.tls.transport";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_AUTH_REQUIRED = "nimbus.thrift.tls.client.auth.required";
    public static final String NIMBUS_THRIFT_TLS_SERVER_KEYSTORE_PATH = "nimbus.thrift.tls.server.keystore.path";
    public static final String NIMBUS_THRIFT_TLS_SERVER_KEYSTORE_PASSWORD = "nimbus.thrift.tls.server.keystore.password";
    public static final String NIMBUS_THRIFT_TLS_SERVER_ONLY = "nimbus.thrift.tls.server.only";
    public static final String NIMBUS_THRIFT_TLS_SERVER_TRUSTSTORE_PATH = "nimbus.thrift.tls.server.truststore.path";
    public static final String NIMBUS_THRIFT_TLS_SERVER_TRUSTSTORE_PASSWORD = "nimbus.thrift.tls.server.truststore.password";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_KEYSTORE_PATH = "nimbus.thrift.tls.client.keystore.path";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_KEYSTORE_PASSWORD = "nimbus.thrift.tls.client.keystore.password";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_KEY_PATH = "nimbus.thrift.tls.client.key.path";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_CERT_PATH = "nimbus.thrift.tls.client.cert.path";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_TRUSTSTORE_PATH = "nimbus.thrift.tls.client.truststore.path";
    public static final String NIMBUS_THRIFT_TLS_CLIENT_TRUSTSTORE_PASSWORD = "nimbus.thrift.tls.client.truststore.password";
    public static final String NIMBUS_THRIFT_TLS_THREADS = "nimbus.thrift.tls.threads";
    public static final String NIMBUS_THRIFT_TLS_MAX_BUFFER_SIZE = "nimbus.thrift.tls.max_buffer_size";
    public static final String NIMBUS_THRIFT_CLIENT_USE_TLS = "nimbus.thrift.client.use.tls";
    public static final String NIMBUS_SEEDS = "nimbus.seeds";
    public static final String NIMBUS_USERS = "nimbus.users";
    public static final String NIMBUS_GROUPS = "nimbus.groups";
    public static final String NIMBUS_CREDENTIAL_RENEWERS = "nimbus.credential.renewers.classes";
    public static final String NIMBUS_AUTO_CRED_PLUGINS = "nimbus.autocredential.plugins.classes";
    public static final String NIMBUS_SUPERVISOR_USERS = "nimbus.supervisor.users";
    public static final String NIMBUS_DAEMON_USERS = "nimbus.daemon.users";
    public static final String NIMBUS_ADMINS = "nimbus.admins";
    public static final String NIMBUS_ADMINS_GROUPS = "nimbus.admins.groups";
    public static final String NIMBUS_IMPERSONATION_ACL = "nimbus.impersonation.acl";
    public static final String NIMBUS_SCHEDULER_STRATEGY_CLASS_WHITELIST = "nimbus.scheduler.strategy.class.whitelist";

    // ---- Supervisor. ----
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_AUTH_REQUIRED = "supervisor.thrift.tls.client.auth.required";
    public static final String SUPERVISOR_THRIFT_TLS_SERVER_KEYSTORE_PATH = "supervisor.thrift.tls.server.keystore.path";
    public static final String SUPERVISOR_THRIFT_TLS_SERVER_KEYSTORE_PASSWORD = "supervisor.thrift.tls.server.keystore.password";
    public static final String SUPERVISOR_THRIFT_TLS_SERVER_TRUSTSTORE_PATH = "supervisor.thrift.tls.server.truststore.path";
    public static final String SUPERVISOR_THRIFT_TLS_SERVER_TRUSTSTORE_PASSWORD = "supervisor.thrift.tls.server.truststore.password";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_KEYSTORE_PATH = "supervisor.thrift.tls.client.keystore.path";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_KEYSTORE_PASSWORD = "supervisor.thrift.tls.client.keystore.password";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_TRUSTSTORE_PATH = "supervisor.thrift.tls.client.truststore.path";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_TRUSTSTORE_PASSWORD = "supervisor.thrift.tls.client.truststore.password";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_KEY_PATH = "supervisor.thrift.tls.client.key.path";
    public static final String SUPERVISOR_THRIFT_TLS_CLIENT_CERT_PATH = "supervisor.thrift.tls.client.cert.path";
    public static final String SUPERVISOR_THRIFT_CLIENT_USE_TLS = "supervisor.thrift.client.use.tls";
    public static final String SUPERVISOR_WORKER_TIMEOUT_SECS = "supervisor.worker.timeout.secs";
    public static final String SUPERVISOR_WORKER_SHUTDOWN_SLEEP_SECS = "supervisor.worker.shutdown.sleep.secs";
    public static final String SUPERVISOR_MEMORY_CAPACITY_MB = "supervisor.memory.capacity.mb";
    public static final String SUPERVISOR_CPU_CAPACITY = "supervisor.cpu.capacity";
    public static final String SUPERVISOR_THRIFT_PORT = "supervisor.thrift.port";
    public static final String SUPERVISOR_THRIFT_TRANSPORT_PLUGIN = "supervisor.thrift.transport";
    public static final String SUPERVISOR_QUEUE_SIZE = "supervisor.queue.size";
    public static final String SUPERVISOR_THRIFT_THREADS = "supervisor.thrift.threads";
    public static final String SUPERVISOR_THRIFT_MAX_BUFFER_SIZE = "supervisor.thrift.max_buffer_size";
    public static final String SUPERVISOR_THRIFT_SOCKET_TIMEOUT_MS = "supervisor.thrift.socket.timeout.ms";
    public static final String SUPERVISOR_RESOURCES_MAP = "supervisor.resources.map";
    public static final String SUPERVISOR_RUN_WORKER_AS_USER = "supervisor.run.worker.as.user";
    public static final String SUPERVISOR_WORKER_HEARTBEATS_MAX_TIMEOUT_SECS = "supervisor.worker.heartbeats.max.timeout.secs";
    public static final String SUPERVISOR_WORKER_LAUNCHER = "supervisor.worker.launcher";
    public static final String SUPERVISOR_WORKER_VERSION_CLASSPATH_MAP = "supervisor.worker.version.classpath.map";
    public static final String SUPERVISOR_WORKER_VERSION_MAIN_MAP = "supervisor.worker.version.main.map";
    public static final String SUPERVISOR_WORKER_VERSION_LOGWRITER_MAP = "supervisor.worker.version.logwriter.map";
    public static final String SUPERVISOR_WORKER_DEFAULT_VERSION = "supervisor.worker.default.version";

    // ---- DRPC. ----
    public static final String DRPC_SERVERS = "drpc.servers";
    public static final String DRPC_INVOCATIONS_PORT = "drpc.invocations.port";
    public static final String DRPC_THRIFT_TRANSPORT_PLUGIN = "drpc.thrift.transport";
    public static final String DRPC_PORT = "drpc.port";
    public static final String DRPC_QUEUE_SIZE = "drpc.queue.size";
    public static final String DRPC_WORKER_THREADS = "drpc.worker.threads";
    public static final String DRPC_MAX_BUFFER_SIZE = "drpc.max_buffer_size";
    public static final String DRPC_INVOCATIONS_THRIFT_TRANSPORT_PLUGIN = "drpc.invocations.thrift.transport";
    public static final String DRPC_INVOCATIONS_THREADS = "drpc.invocations.threads";
    public static final String DRPC_AUTHORIZER_ACL = "drpc.authorizer.acl";
    public static final String DRPC_AUTHORIZER_ACL_FILENAME = "drpc.authorizer.acl.filename";
    public static final String DRPC_AUTHORIZER_ACL_STRICT = "drpc.authorizer.acl.strict";

    // ---- Pacemaker. ----
    public static final String PACEMAKER_SERVERS = "pacemaker.servers";
    public static final String PACEMAKER_PORT = "pacemaker.port";
    public static final String PACEMAKER_CLIENT_MAX_THREADS = "pacemaker.client.max.threads";
    public static final String PACEMAKER_AUTH_METHOD = "pacemaker.auth.method";
    public static final String PACEMAKER_THRIFT_MESSAGE_SIZE_MAX = "pacemaker.thrift.message.size.max";

    // ---- Blob store. ----
    public static final String CLIENT_BLOBSTORE = "client.blobstore.class";
    public static final String BLOBSTORE_DIR = "blobstore.dir";
    public static final String BLOBSTORE_CLEANUP_ENABLE = "blobstore.cleanup.enable";
    @Deprecated(since = "2.0.0", forRemoval = true)
    public static final String BLOBSTORE_HDFS_PRINCIPAL = "blobstore.hdfs.principal";
    @Deprecated
    public static final String BLOBSTORE_HDFS_KEYTAB = "blobstore.hdfs.keytab";
    public static final String STORM_BLOBSTORE_REPLICATION_FACTOR = "storm.blobstore.replication.factor";
    public static final String STORM_BLOBSTORE_ACL_VALIDATION_ENABLED = "storm.blobstore.acl.validation.enabled";
    public static final String STORM_BLOBSTORE_INPUTSTREAM_BUFFER_SIZE_BYTES = "storm.blobstore.inputstream.buffer.size.bytes";
    public static final String STORM_BLOBSTORE_DEPENDENCY_JAR_UPLOAD_CHUNK_SIZE_BYTES = "storm.blobstore.dependency.jar.upload.chunk.size.bytes";

    // ---- Resource isolation (cgroups, OCI). ----
    public static final String STORM_CGROUP_HIERARCHY_DIR = "storm.cgroup.hierarchy.dir";
    public static String STORM_OCI_CGROUP_ROOT = "storm.oci.cgroup.root";

    // ---- Other daemon settings. ----
    public static final String NUM_STAT_BUCKETS = "num.stat.buckets";
    public Config() {
        super();
    }

    // ---- Static setters: write into any conf map, in the layout Storm's engine reads. ----

    public static void setClasspath(Map<String, Object> conf, String cp) {
        conf.put(TOPOLOGY_CLASSPATH, cp);
    }

    public static void setEnvironment(Map<String, Object> conf, Map<String, Object> env) {
        conf.put(TOPOLOGY_ENVIRONMENT, env);
    }

    public static void setDebug(Map<String, Object> conf, boolean isOn) {
        conf.put(TOPOLOGY_DEBUG, isOn);
    }

    public static void setTopologyVersion(Map<String, Object> conf, String version) {
        conf.put(TOPOLOGY_VERSION, version);
    }

    public static void setNumWorkers(Map<String, Object> conf, int workers) {
        conf.put(TOPOLOGY_WORKERS, workers);
    }

    public static void setNumAckers(Map<String, Object> conf, int numExecutors) {
        conf.put(TOPOLOGY_ACKER_EXECUTORS, numExecutors);
    }

    public static void setNumEventLoggers(Map<String, Object> conf, int numExecutors) {
        conf.put(TOPOLOGY_EVENTLOGGER_EXECUTORS, numExecutors);
    }

    public static void setMessageTimeoutSecs(Map<String, Object> conf, int secs) {
        conf.put(TOPOLOGY_MESSAGE_TIMEOUT_SECS, secs);
    }

    /** Registers a class for Kryo's default serializer: appends its name to {@link #TOPOLOGY_KRYO_REGISTER}. */
    @SuppressWarnings("rawtypes")
    public static void registerSerialization(Map<String, Object> conf, Class klass) {
        appendTo(conf, TOPOLOGY_KRYO_REGISTER, klass.getName());
    }

    /** Registers a class with its own serializer: appends {@code {className: serializerName}}. */
    @SuppressWarnings("rawtypes")
    public static void registerSerialization(
            Map<String, Object> conf, Class klass, Class<? extends Serializer> serializerClass) {
        Map<String, String> registration = new HashMap<>();
        registration.put(klass.getName(), serializerClass.getName());
        appendTo(conf, TOPOLOGY_KRYO_REGISTER, registration);
    }

    /** Appends {@code {"class": name, "arguments": argument}} to {@link #TOPOLOGY_EVENT_LOGGER_REGISTER}. */
    public static void registerEventLogger(
            Map<String, Object> conf, Class<? extends IEventLogger> klass, Map<String, Object> argument) {
        Map<String, Object> registration = new HashMap<>();
        registration.put("class", klass.getCanonicalName());
        registration.put("arguments", argument);
        appendTo(conf, TOPOLOGY_EVENT_LOGGER_REGISTER, registration);
    }

    public static void registerEventLogger(Map<String, Object> conf, Class<? extends IEventLogger> klass) {
        registerEventLogger(conf, klass, null);
    }

    /**
     * Appends {@code {"class": name, "parallelism.hint": hint (Long), "argument": argument}} to
     * {@link #TOPOLOGY_METRICS_CONSUMER_REGISTER}.
     */
    @SuppressWarnings("rawtypes")
    public static void registerMetricsConsumer(
            Map<String, Object> conf, Class klass, Object argument, long parallelismHint) {
        Map<String, Object> registration = new HashMap<>();
        registration.put("class", klass.getCanonicalName());
        registration.put("parallelism.hint", parallelismHint);
        registration.put("argument", argument);
        appendTo(conf, TOPOLOGY_METRICS_CONSUMER_REGISTER, registration);
    }

    @SuppressWarnings("rawtypes")
    public static void registerMetricsConsumer(Map<String, Object> conf, Class klass, long parallelismHint) {
        registerMetricsConsumer(conf, klass, null, parallelismHint);
    }

    @SuppressWarnings("rawtypes")
    public static void registerMetricsConsumer(Map<String, Object> conf, Class klass) {
        registerMetricsConsumer(conf, klass, null, 1L);
    }

    public static void registerDecorator(Map<String, Object> conf, Class<? extends IKryoDecorator> klass) {
        appendTo(conf, TOPOLOGY_KRYO_DECORATORS, klass.getName());
    }

    public static void setKryoFactory(Map<String, Object> conf, Class<? extends IKryoFactory> klass) {
        conf.put(TOPOLOGY_KRYO_FACTORY, klass.getName());
    }

    public static void setSkipMissingKryoRegistrations(Map<String, Object> conf, boolean skip) {
        conf.put(TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS, skip);
    }

    public static void setMaxTaskParallelism(Map<String, Object> conf, int max) {
        conf.put(TOPOLOGY_MAX_TASK_PARALLELISM, max);
    }

    public static void setMaxSpoutPending(Map<String, Object> conf, int max) {
        conf.put(TOPOLOGY_MAX_SPOUT_PENDING, max);
    }

    public static void setStatsSampleRate(Map<String, Object> conf, double rate) {
        conf.put(TOPOLOGY_STATS_SAMPLE_RATE, rate);
    }

    public static void setFallBackOnJavaSerialization(Map<String, Object> conf, boolean fallback) {
        conf.put(TOPOLOGY_FALL_BACK_ON_JAVA_SERIALIZATION, fallback);
    }

    // ---- Instance setters: the same, on this map. ----

    public void setClasspath(String cp) {
        setClasspath(this, cp);
    }

    public void setEnvironment(Map<String, Object> env) {
        setEnvironment(this, env);
    }

    public void setDebug(boolean isOn) {
        setDebug(this, isOn);
    }

    public void setTopologyVersion(String version) {
        setTopologyVersion(this, version);
    }

    public void setNumWorkers(int workers) {
        setNumWorkers(this, workers);
    }

    public void setNumAckers(int numExecutors) {
        setNumAckers(this, numExecutors);
    }

    public void setNumEventLoggers(int numExecutors) {
        setNumEventLoggers(this, numExecutors);
    }

    public void setMessageTimeoutSecs(int secs) {
        setMessageTimeoutSecs(this, secs);
    }

    @SuppressWarnings("rawtypes")
    public void registerSerialization(Class klass) {
        registerSerialization(this, klass);
    }

    @SuppressWarnings("rawtypes")
    public void registerSerialization(Class klass, Class<? extends Serializer> serializerClass) {
        registerSerialization(this, klass, serializerClass);
    }

    public void registerEventLogger(Class<? extends IEventLogger> klass, Map<String, Object> argument) {
        registerEventLogger(this, klass, argument);
    }

    public void registerEventLogger(Class<? extends IEventLogger> klass) {
        registerEventLogger(this, klass);
    }

    @SuppressWarnings("rawtypes")
    public void registerMetricsConsumer(Class klass, Object argument, long parallelismHint) {
        registerMetricsConsumer(this, klass, argument, parallelismHint);
    }

    @SuppressWarnings("rawtypes")
    public void registerMetricsConsumer(Class klass, long parallelismHint) {
        registerMetricsConsumer(this, klass, parallelismHint);
    }

    @SuppressWarnings("rawtypes")
    public void registerMetricsConsumer(Class klass) {
        registerMetricsConsumer(this, klass);
    }

    public void registerDecorator(Class<? extends IKryoDecorator> klass) {
        registerDecorator(this, klass);
    }

    public void setKryoFactory(Class<? extends IKryoFactory> klass) {
        setKryoFactory(this, klass);
    }

    public void setSkipMissingKryoRegistrations(boolean skip) {
        setSkipMissingKryoRegistrations(this, skip);
    }

    public void setMaxTaskParallelism(int max) {
        setMaxTaskParallelism(this, max);
    }

    public void setMaxSpoutPending(int max) {
        setMaxSpoutPending(this, max);
    }

    public void setStatsSampleRate(double rate) {
        setStatsSampleRate(this, rate);
    }

    public void setFallBackOnJavaSerialization(boolean fallback) {
        setFallBackOnJavaSerialization(this, fallback);
    }

    // ---- Resource-aware scheduling hints: stored for compatibility; Storm-MC runs everything in one JVM. ----

    /** Stores the heap limit; a null size leaves the map unchanged, as in Storm. */
    public void setTopologyWorkerMaxHeapSize(Number size) {
        if (size != null) {
            put(TOPOLOGY_WORKER_MAX_HEAP_SIZE_MB, size);
        }
    }

    /** Appends the pair {@code [component1, component2]} to {@link #TOPOLOGY_RAS_CONSTRAINTS}; nulls are ignored. */
    public void setTopologyComponentWorkerConstraints(String component1, String component2) {
        if (component1 == null || component2 == null) {
            return;
        }
        List<String> pair = new ArrayList<>(2);
        pair.add(component1);
        pair.add(component2);
        appendTo(this, TOPOLOGY_RAS_CONSTRAINTS, pair);
    }

    public void setTopologyConstraintsMaxStateSearch(int numStates) {
        put(TOPOLOGY_RAS_CONSTRAINT_MAX_STATE_SEARCH, numStates);
    }

    public void setTopologyPriority(int priority) {
        put(TOPOLOGY_PRIORITY, priority);
    }

    public void setTopologyStrategy(String strategy) {
        put(TOPOLOGY_SCHEDULER_STRATEGY, strategy);
    }

    // ---- HDFS identity lookups (pure functions of the conf). ----

    /** Same as {@link #getHdfsPrincipal(Map)}; kept for old callers. */
    @Deprecated
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static String getBlobstoreHDFSPrincipal(Map conf) throws UnknownHostException {
        return getHdfsPrincipal((Map<String, Object>) conf);
    }

    /**
     * The HDFS principal: {@link #STORM_HDFS_LOGIN_PRINCIPAL}, else the deprecated {@link #BLOBSTORE_HDFS_PRINCIPAL}.
     * A {@code service/_HOST@REALM} principal gets this machine's canonical host name in place of {@code _HOST}.
     */
    public static String getHdfsPrincipal(Map<String, Object> conf) throws UnknownHostException {
        String principal = firstString(conf, STORM_HDFS_LOGIN_PRINCIPAL, BLOBSTORE_HDFS_PRINCIPAL);
        return principal == null ? null : substituteHost(principal);
    }

    /** The HDFS keytab: {@link #STORM_HDFS_LOGIN_KEYTAB}, else the deprecated {@link #BLOBSTORE_HDFS_KEYTAB}. */
    public static String getHdfsKeytab(Map<String, Object> conf) {
        return firstString(conf, STORM_HDFS_LOGIN_KEYTAB, BLOBSTORE_HDFS_KEYTAB);
    }

    // ---- helpers ----

    /** Appends to the list under {@code key}, copying it first so caller-supplied immutable lists still work. */
    @SuppressWarnings("unchecked")
    private static void appendTo(Map<String, Object> conf, String key, Object element) {
        Object existing = conf.get(key);
        List<Object> list = new ArrayList<>();
        if (existing != null) {
            list.addAll((List<Object>) existing);
        }
        list.add(element);
        conf.put(key, list);
    }

    private static String firstString(Map<String, Object> conf, String preferredKey, String fallbackKey) {
        Object value = conf.get(preferredKey);
        if (value == null) {
            value = conf.get(fallbackKey);
        }
        return value == null ? null : value.toString();
    }

    private static String substituteHost(String principal) throws UnknownHostException {
        int slash = principal.indexOf('/');
        int at = principal.indexOf('@');
        boolean hostPattern = slash > 0 && at > slash && principal.indexOf('/', slash + 1) < 0
            && "_HOST".equals(principal.substring(slash + 1, at));
        if (!hostPattern) {
            return principal;
        }
        String host = InetAddress.getLocalHost().getCanonicalHostName();
        return principal.substring(0, slash + 1) + host + principal.substring(at);
    }
}

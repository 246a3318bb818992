package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.junit.jupiter.api.Test;

class ForwardingMetricsConsumerTest {

    @Test
    void sendsOneTabSeparatedLinePerDataPoint() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ForwardingMetricsConsumer consumer = new ForwardingMetricsConsumer();
            consumer.prepare(Map.of(), "127.0.0.1:" + server.getLocalPort(), null, null);
            try (Socket accepted = server.accept();
                 BufferedReader in = new BufferedReader(new InputStreamReader(accepted.getInputStream(),
                     StandardCharsets.UTF_8))) {
                IMetricsConsumer.TaskInfo task = new IMetricsConsumer.TaskInfo("host", 6700, "count", 7, 1234L, 10);
                consumer.handleDataPoints(task, List.of(new IMetricsConsumer.DataPoint("emitted", 42),
                    new IMetricsConsumer.DataPoint("acked", Map.of("default", 3))));
                assertEquals("1234\thost:6700\t7\tcount\temitted\t42", in.readLine());
                assertEquals("1234\thost:6700\t7\tcount\tacked\t{default=3}", in.readLine());
                consumer.cleanup();
                assertEquals(null, in.readLine());
            }
        }
    }

    @Test
    void aRegistrationArgumentThatIsNotHostPortIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new ForwardingMetricsConsumer().prepare(Map.of(), "nowhere", null, null));
        assertEquals("ForwardingMetricsConsumer's registration argument must be host:port, got nowhere", e.getMessage());
    }
}

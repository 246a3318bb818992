package org.apache.storm.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.TopologyContext;

/**
 * A metrics consumer that sends every data point over TCP to {@code host:port} (its registration argument), one line
 * each: {@code timestamp \t host:port \t taskId \t componentId \t name \t value}. Tests listen on the port.
 */
public class ForwardingMetricsConsumer implements IMetricsConsumer {
    private Socket socket;
    private OutputStream out;

    @Override
    public void prepare(Map<String, Object> topoConf, Object registrationArgument, TopologyContext context,
                        IErrorReporter errorReporter) {
        String target = String.valueOf(registrationArgument);
        int colon = target.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("ForwardingMetricsConsumer's registration argument must be host:port,"
                + " got " + registrationArgument);
        }
        try {
            socket = new Socket(target.substring(0, colon), Integer.parseInt(target.substring(colon + 1)));
            out = socket.getOutputStream();
        } catch (IOException e) {
            throw new UncheckedIOException("ForwardingMetricsConsumer cannot connect to " + target, e);
        }
    }

    @Override
    public void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints) {
        String header = taskInfo.timestamp + "\t" + taskInfo.srcWorkerHost + ":" + taskInfo.srcWorkerPort + "\t"
            + taskInfo.srcTaskId + "\t" + taskInfo.srcComponentId + "\t";
        StringBuilder lines = new StringBuilder();
        for (DataPoint point : dataPoints) {
            lines.append(header).append(point.name).append('\t').append(point.value).append('\n');
        }
        try {
            out.write(lines.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("ForwardingMetricsConsumer lost its connection", e);
        }
    }

    @Override
    public void cleanup() {
        try {
            socket.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

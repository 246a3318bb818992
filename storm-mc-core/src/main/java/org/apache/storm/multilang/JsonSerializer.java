package org.apache.storm.multilang;

import io.github.stormmc.json.Json;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;

/**
 * The default multilang encoding: each message is one JSON value followed by a line holding only {@code end}.
 */
public class JsonSerializer implements ISerializer {
    public static final String DEFAULT_CHARSET = "UTF-8";
    private static final long serialVersionUID = 1L;
    private static final String END = "end";

    private transient BufferedWriter processIn;
    private transient BufferedReader processOut;

    public JsonSerializer() {
    }

    @Override
    public void initialize(OutputStream processIn, InputStream processOut) {
        Charset charset = Charset.forName(DEFAULT_CHARSET);
        this.processIn = new BufferedWriter(new OutputStreamWriter(processIn, charset));
        this.processOut = new BufferedReader(new InputStreamReader(processOut, charset));
    }

    @Override
    public Number connect(Map<String, Object> conf, TopologyContext context) throws IOException, NoOutputException {
        Map<String, Object> setup = new LinkedHashMap<>();
        setup.put("conf", conf);
        setup.put("pidDir", context.getPIDDir());
        // the context travels as a JSON object, not as a string holding JSON
        setup.put("context", Json.read(context.toJSONString()));
        writeMessage(setup);
        Object reply = readMessage();
        if (reply instanceof Map<?, ?> map && map.get("pid") instanceof Number pid) {
            return pid;
        }
        throw new IOException("The subprocess answered the handshake without a numeric \"pid\": " + reply);
    }

    @Override
    public void writeBoltMsg(BoltMsg msg) throws IOException {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", msg.getId());
        out.put("comp", msg.getComp());
        out.put("stream", msg.getStream());
        out.put("task", msg.getTask());
        out.put("tuple", msg.getTuple());
        writeMessage(out);
    }

    @Override
    public void writeSpoutMsg(SpoutMsg msg) throws IOException {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("command", msg.getCommand());
        if (msg.getId() != null) {
            out.put("id", msg.getId());
        }
        writeMessage(out);
    }

    @Override
    public void writeTaskIds(List<Integer> taskIds) throws IOException {
        writeMessage(taskIds);
    }

    @Override
    public ShellMsg readShellMsg() throws IOException, NoOutputException {
        Object message = readMessage();
        if (!(message instanceof Map<?, ?> map)) {
            throw new IOException("The subprocess sent a message that is not a JSON object: " + message);
        }
        ShellMsg shellMsg = new ShellMsg();
        shellMsg.setCommand(asString(map.get("command")));
        shellMsg.setId(map.get("id"));
        if (map.get("anchors") instanceof List<?> anchors) {
            for (Object anchor : anchors) {
                shellMsg.addAnchor(asString(anchor));
            }
        }
        shellMsg.setStream(asString(map.get("stream")));
        if (map.get("task") instanceof Number task) {
            shellMsg.setTask(task.longValue());
        }
        shellMsg.setMsg(asString(map.get("msg")));
        if (map.get("tuple") instanceof List<?> tuple) {
            for (Object value : tuple) {
                shellMsg.addTuple(value);
            }
        }
        // task ids are sent back unless the subprocess says it does not want them
        shellMsg.setNeedTaskIds(!Boolean.FALSE.equals(map.get("need_task_ids")));
        shellMsg.setMetricName(asString(map.get("name")));
        shellMsg.setMetricParams(map.get("params"));
        if (map.get("level") instanceof Number level) {
            shellMsg.setLogLevel(level.intValue());
        }
        return shellMsg;
    }

    private void writeMessage(Object message) throws IOException {
        processIn.write(Json.writeJsonable(message));
        processIn.write('\n');
        processIn.write(END);
        processIn.write('\n');
        processIn.flush();
    }

    private Object readMessage() throws IOException, NoOutputException {
        StringBuilder text = new StringBuilder();
        while (true) {
            String line = processOut.readLine();
            if (line == null) {
                throw new NoOutputException("The subprocess closed its stdout"
                    + (text.length() == 0 ? "" : " in the middle of a message: " + abbreviate(text)));
            }
            if (line.equals(END)) {
                break;
            }
            if (text.length() > 0) {
                text.append('\n');
            }
            text.append(line);
        }
        if (text.toString().isBlank()) {
            throw new NoOutputException("The subprocess sent an empty message");
        }
        try {
            return Json.read(text.toString());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The subprocess sent a message that is not valid JSON: "
                + abbreviate(text), e.getCause());
        }
    }

    private static String abbreviate(CharSequence text) {
        return text.length() <= 300 ? text.toString() : text.subSequence(0, 300) + "...";
    }

    private static String asString(Object value) {
        return value == null ? null : value.toString();
    }
}

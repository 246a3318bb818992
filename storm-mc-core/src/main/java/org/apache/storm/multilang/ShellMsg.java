package org.apache.storm.multilang;

import java.util.ArrayList;
import java.util.List;

/** One message from a multilang subprocess: emit, ack, fail, log, error, metrics or sync. */
public class ShellMsg {
    private String command;
    private Object id;
    private List<String> anchors = new ArrayList<>();
    private String stream;
    private long task;
    private String msg;
    private List<Object> tuple = new ArrayList<>();
    private boolean needTaskIds;
    private String metricName;
    private Object metricParams;
    private ShellLogLevel logLevel = ShellLogLevel.INFO;

    public ShellMsg() {
    }

    public String getCommand() {
        return command;
    }

    public void setCommand(String command) {
        this.command = command;
    }

    public Object getId() {
        return id;
    }

    public void setId(Object id) {
        this.id = id;
    }

    public List<String> getAnchors() {
        return anchors;
    }

    public void setAnchors(List<String> anchors) {
        this.anchors = anchors;
    }

    public void addAnchor(String anchor) {
        anchors.add(anchor);
    }

    public String getStream() {
        return stream;
    }

    public void setStream(String stream) {
        this.stream = stream;
    }

    /** The direct-emit target task, or 0 for a regular emit (task ids start at 1). */
    public long getTask() {
        return task;
    }

    public void setTask(long task) {
        this.task = task;
    }

    public String getMsg() {
        return msg;
    }

    public void setMsg(String msg) {
        this.msg = msg;
    }

    public List<Object> getTuple() {
        return tuple;
    }

    public void setTuple(List<Object> tuple) {
        this.tuple = tuple;
    }

    public void addTuple(Object value) {
        tuple.add(value);
    }

    public boolean areTaskIdsNeeded() {
        return needTaskIds;
    }

    public void setNeedTaskIds(boolean needTaskIds) {
        this.needTaskIds = needTaskIds;
    }

    public String getMetricName() {
        return metricName;
    }

    public void setMetricName(String metricName) {
        this.metricName = metricName;
    }

    public Object getMetricParams() {
        return metricParams;
    }

    public void setMetricParams(Object metricParams) {
        this.metricParams = metricParams;
    }

    public ShellLogLevel getLogLevel() {
        return logLevel;
    }

    public void setLogLevel(int logLevel) {
        this.logLevel = ShellLogLevel.fromInt(logLevel);
    }

    @Override
    public String toString() {
        return "ShellMsg{command=" + command + ", id=" + id + ", anchors=" + anchors + ", stream=" + stream
            + ", task=" + task + ", msg=" + msg + ", tuple=" + tuple + ", needTaskIds=" + needTaskIds
            + ", metricName=" + metricName + ", metricParams=" + metricParams + ", logLevel=" + logLevel + "}";
    }

    /** The protocol's log levels, numbered 0 (TRACE) to 4 (ERROR). */
    public enum ShellLogLevel {
        TRACE, DEBUG, INFO, WARN, ERROR;

        /** The level with this protocol number; any other number means INFO, the protocol's default level. */
        public static ShellLogLevel fromInt(int i) {
            ShellLogLevel[] levels = values();
            return i >= 0 && i < levels.length ? levels[i] : INFO;
        }
    }
}

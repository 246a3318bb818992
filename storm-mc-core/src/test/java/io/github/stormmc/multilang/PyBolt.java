package io.github.stormmc.multilang;

import java.util.Map;
import org.apache.storm.task.ShellBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;

/** A shell bolt running one of the test scripts, declaring the given fields on the default stream. */
class PyBolt extends ShellBolt implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private final Fields fields;

    PyBolt(Fields fields, String script) {
        super(Python.COMMAND, script);
        this.fields = fields;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(fields);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}

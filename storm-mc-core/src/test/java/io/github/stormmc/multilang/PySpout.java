package io.github.stormmc.multilang;

import java.util.Map;
import org.apache.storm.spout.ShellSpout;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;

/** numbers_spout.py: ids on the default stream, what happened to them on "outcomes". */
class PySpout extends ShellSpout implements IRichSpout {
    private static final long serialVersionUID = 1L;

    PySpout() {
        super(Python.COMMAND, "numbers_spout.py");
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("n"));
        declarer.declareStream("outcomes", new Fields("kind", "n"));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}

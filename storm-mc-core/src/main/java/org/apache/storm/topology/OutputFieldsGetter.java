package org.apache.storm.topology;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/** Collects a component's stream declarations. Reserved ids are checked when the topology is validated. */
public class OutputFieldsGetter implements OutputFieldsDeclarer {
    private final Map<String, StreamInfo> fields = new HashMap<>();

    @Override
    public void declare(Fields fields) {
        declare(false, fields);
    }

    @Override
    public void declare(boolean direct, Fields fields) {
        declareStream(Utils.DEFAULT_STREAM_ID, direct, fields);
    }

    @Override
    public void declareStream(String streamId, Fields fields) {
        declareStream(streamId, false, fields);
    }

    @Override
    public void declareStream(String streamId, boolean direct, Fields fields) {
        if (streamId == null) {
            throw new IllegalArgumentException("streamId can't be null");
        }
        if (this.fields.containsKey(streamId)) {
            throw new IllegalArgumentException("Fields for " + streamId + " already set");
        }
        this.fields.put(streamId, new StreamInfo(fields.toList(), direct));
    }

    public Map<String, StreamInfo> getFieldsDeclaration() {
        return fields;
    }
}

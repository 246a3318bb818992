package org.apache.storm.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Utils;

/** The tuples {@code Testing.completeTopology} makes each named spout emit instead of running the real spout. */
public class MockedSources {
    private final Map<String, List<FixedTuple>> data;

    public MockedSources() {
        this(new HashMap<>());
    }

    public MockedSources(Map<String, List<FixedTuple>> data) {
        this.data = data;
    }

    public void addMockData(String spoutId, String streamId, Values... valueses) {
        List<FixedTuple> tuples = data.computeIfAbsent(spoutId, k -> new ArrayList<>());
        for (Values values : valueses) {
            tuples.add(new FixedTuple(streamId, values));
        }
    }

    public void addMockData(String spoutId, Values... valueses) {
        addMockData(spoutId, Utils.DEFAULT_STREAM_ID, valueses);
    }

    public Map<String, List<FixedTuple>> getData() {
        return data;
    }
}

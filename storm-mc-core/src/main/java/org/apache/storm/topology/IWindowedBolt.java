package org.apache.storm.topology;

import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.windowing.TimestampExtractor;
import org.apache.storm.windowing.TupleWindow;

/** A bolt that processes windows of tuples rather than single tuples. */
public interface IWindowedBolt extends IComponent {

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector);

    /** Called with the current window when the window's trigger fires. */
    void execute(TupleWindow inputWindow);

    void cleanup();

    /** The extractor of event-time timestamps, or null for processing-time windows. */
    TimestampExtractor getTimestampExtractor();
}

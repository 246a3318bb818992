package org.apache.storm.streams.processors;

/** Marks processors that combine a batch of values (aggregations, joins) rather than handle each value alone. */
public interface BatchProcessor {
}

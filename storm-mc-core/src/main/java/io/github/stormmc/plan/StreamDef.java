package io.github.stormmc.plan;

import org.apache.storm.tuple.Fields;

/** A declared output stream of a component: its fields and whether it is a direct stream. */
public record StreamDef(String id, Fields fields, boolean direct) {
}

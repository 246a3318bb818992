package io.github.stormmc.status;

/**
 * A stream: for outputs and spout acks only {@code stream} is set ({@code component} is null); for bolt inputs,
 * {@code component} is the source component. Ordered by component, then stream.
 */
record StreamKey(String component, String stream) implements Comparable<StreamKey> {

    static StreamKey output(String stream) {
        return new StreamKey(null, stream);
    }

    boolean isSystem() {
        return stream.startsWith("__") || (component != null && component.startsWith("__"));
    }

    @Override
    public int compareTo(StreamKey o) {
        int c = String.valueOf(component).compareTo(String.valueOf(o.component));
        return c != 0 ? c : stream.compareTo(o.stream);
    }

    @Override
    public String toString() {
        return component == null ? stream : component + ":" + stream;
    }
}

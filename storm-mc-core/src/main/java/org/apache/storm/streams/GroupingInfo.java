package org.apache.storm.streams;

import java.io.Serializable;
import java.util.Objects;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.tuple.Fields;

/** How the values of a stream are distributed over the tasks of the bolt that reads it. */
abstract class GroupingInfo implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Fields fields;

    private GroupingInfo(Fields fields) {
        this.fields = fields;
    }

    public static GroupingInfo shuffle() {
        return new Shuffle();
    }

    public static GroupingInfo fields(Fields fields) {
        return new ByFields(fields);
    }

    public static GroupingInfo global() {
        return new Global();
    }

    public static GroupingInfo all() {
        return new All();
    }

    /** Subscribes {@code declarer} to {@code streamId} of {@code componentId} with this grouping. */
    public abstract void declareGrouping(BoltDeclarer declarer, String componentId, String streamId, Fields fields);

    /** The grouping fields; null for the groupings that take none. */
    public Fields getFields() {
        return fields;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        return Objects.equals(fields, ((GroupingInfo) o).fields);
    }

    @Override
    public int hashCode() {
        return Objects.hash(getClass().getName(), fields);
    }

    @Override
    public String toString() {
        return "GroupingInfo{" + getClass().getSimpleName() + (fields == null ? "" : ", fields=" + fields) + "}";
    }

    private static final class Shuffle extends GroupingInfo {
        private static final long serialVersionUID = 1L;

        Shuffle() {
            super(null);
        }

        @Override
        public void declareGrouping(BoltDeclarer declarer, String componentId, String streamId, Fields fields) {
            declarer.shuffleGrouping(componentId, streamId);
        }
    }

    private static final class ByFields extends GroupingInfo {
        private static final long serialVersionUID = 1L;

        ByFields(Fields fields) {
            super(fields);
        }

        @Override
        public void declareGrouping(BoltDeclarer declarer, String componentId, String streamId, Fields fields) {
            declarer.fieldsGrouping(componentId, streamId, fields);
        }
    }

    private static final class Global extends GroupingInfo {
        private static final long serialVersionUID = 1L;

        Global() {
            super(null);
        }

        @Override
        public void declareGrouping(BoltDeclarer declarer, String componentId, String streamId, Fields fields) {
            declarer.globalGrouping(componentId, streamId);
        }
    }

    private static final class All extends GroupingInfo {
        private static final long serialVersionUID = 1L;

        All() {
            super(null);
        }

        @Override
        public void declareGrouping(BoltDeclarer declarer, String componentId, String streamId, Fields fields) {
            declarer.allGrouping(componentId, streamId);
        }
    }
}

package org.apache.storm.tuple;

import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.GeneralTopologyContext;

/**
 * The engine's tuple. Construction only stores references (the emitted values list is shared, never copied) because
 * a tuple is built for every emit; the stream's output fields are looked up on first by-name access and cached.
 */
public class TupleImpl implements Tuple {
    private final List<Object> values;
    private final int taskId;
    private final String streamId;
    private final GeneralTopologyContext context;
    private final MessageId id;
    private final String srcComponent;
    private Long processSampleStartTime;
    private Long executeSampleStartTime;
    private long ackVal;
    /** Resolved lazily; a racy first resolution is harmless because every thread resolves the same Fields. */
    private Fields outputFields;

    public TupleImpl(Tuple t) {
        this.values = t.getValues();
        this.taskId = t.getSourceTask();
        this.streamId = t.getSourceStreamId();
        this.context = t.getContext();
        this.id = t.getMessageId();
        this.srcComponent = t.getSourceComponent();
        if (t instanceof TupleImpl) {
            TupleImpl other = (TupleImpl) t;
            this.processSampleStartTime = other.processSampleStartTime;
            this.executeSampleStartTime = other.executeSampleStartTime;
            this.ackVal = other.ackVal;
            this.outputFields = other.outputFields;
        }
    }

    public TupleImpl(GeneralTopologyContext context, List<Object> values, String srcComponent, int taskId,
                     String streamId, MessageId id) {
        this.values = values;
        this.taskId = taskId;
        this.streamId = streamId;
        this.id = id;
        this.context = context;
        this.srcComponent = srcComponent;
    }

    public TupleImpl(GeneralTopologyContext context, List<Object> values, String srcComponent, int taskId,
                     String streamId) {
        this(context, values, srcComponent, taskId, streamId, MessageId.makeUnanchored());
    }

    public Long getProcessSampleStartTime() {
        return processSampleStartTime;
    }

    public void setProcessSampleStartTime(long ms) {
        processSampleStartTime = ms;
    }

    public Long getExecuteSampleStartTime() {
        return executeSampleStartTime;
    }

    public void setExecuteSampleStartTime(long ms) {
        executeSampleStartTime = ms;
    }

    /** XORs in the id of one more child edge anchored to this tuple (reported to the acker on ack). */
    public void updateAckVal(long val) {
        ackVal = ackVal ^ val;
    }

    public long getAckVal() {
        return ackVal;
    }

    @Override
    public int size() {
        return values.size();
    }

    @Override
    public int fieldIndex(String field) {
        return getFields().fieldIndex(field);
    }

    @Override
    public boolean contains(String field) {
        return getFields().contains(field);
    }

    @Override
    public Object getValue(int i) {
        return values.get(i);
    }

    @Override
    public String getString(int i) {
        return (String) values.get(i);
    }

    @Override
    public Integer getInteger(int i) {
        return (Integer) values.get(i);
    }

    @Override
    public Long getLong(int i) {
        return (Long) values.get(i);
    }

    @Override
    public Boolean getBoolean(int i) {
        return (Boolean) values.get(i);
    }

    @Override
    public Short getShort(int i) {
        return (Short) values.get(i);
    }

    @Override
    public Byte getByte(int i) {
        return (Byte) values.get(i);
    }

    @Override
    public Double getDouble(int i) {
        return (Double) values.get(i);
    }

    @Override
    public Float getFloat(int i) {
        return (Float) values.get(i);
    }

    @Override
    public byte[] getBinary(int i) {
        return (byte[]) values.get(i);
    }

    @Override
    public Object getValueByField(String field) {
        return values.get(fieldIndex(field));
    }

    @Override
    public String getStringByField(String field) {
        return (String) getValueByField(field);
    }

    @Override
    public Integer getIntegerByField(String field) {
        return (Integer) getValueByField(field);
    }

    @Override
    public Long getLongByField(String field) {
        return (Long) getValueByField(field);
    }

    @Override
    public Boolean getBooleanByField(String field) {
        return (Boolean) getValueByField(field);
    }

    @Override
    public Short getShortByField(String field) {
        return (Short) getValueByField(field);
    }

    @Override
    public Byte getByteByField(String field) {
        return (Byte) getValueByField(field);
    }

    @Override
    public Double getDoubleByField(String field) {
        return (Double) getValueByField(field);
    }

    @Override
    public Float getFloatByField(String field) {
        return (Float) getValueByField(field);
    }

    @Override
    public byte[] getBinaryByField(String field) {
        return (byte[]) getValueByField(field);
    }

    @Override
    public List<Object> getValues() {
        return values;
    }

    @Override
    public Fields getFields() {
        Fields fields = outputFields;
        if (fields == null) {
            fields = context.getComponentOutputFields(srcComponent, streamId);
            outputFields = fields;
        }
        return fields;
    }

    @Override
    public List<Object> select(Fields selector) {
        return getFields().select(selector, values);
    }

    @Override
    public GlobalStreamId getSourceGlobalStreamId() {
        return new GlobalStreamId(srcComponent, streamId);
    }

    @Override
    public String getSourceComponent() {
        return srcComponent;
    }

    @Override
    public int getSourceTask() {
        return taskId;
    }

    @Override
    public String getSourceStreamId() {
        return streamId;
    }

    @Override
    public MessageId getMessageId() {
        return id;
    }

    @Override
    public GeneralTopologyContext getContext() {
        return context;
    }

    @Override
    public String toString() {
        return "source: " + srcComponent + ":" + taskId
            + ", stream: " + streamId
            + ", id: " + getMessageId()
            + ", " + values
            + " PROC_START_TIME(sampled): " + processSampleStartTime
            + " EXEC_START_TIME(sampled): " + executeSampleStartTime;
    }

    /** Tuples are distinct events even when their values are equal, so identity decides equality. */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}

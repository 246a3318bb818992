package org.apache.storm.tuple;

import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.GeneralTopologyContext;

/** A tuple as a bolt receives it: values plus where it came from and its acking identity. */
public interface Tuple extends ITuple {

    GlobalStreamId getSourceGlobalStreamId();

    String getSourceComponent();

    int getSourceTask();

    String getSourceStreamId();

    MessageId getMessageId();

    GeneralTopologyContext getContext();
}

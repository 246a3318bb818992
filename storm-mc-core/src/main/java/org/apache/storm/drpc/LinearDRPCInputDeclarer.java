package org.apache.storm.drpc;

import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.topology.ComponentConfigurationDeclarer;
import org.apache.storm.tuple.Fields;

/** Groupings of a linear DRPC bolt on the output of the bolt before it (the component is implied). */
public interface LinearDRPCInputDeclarer extends ComponentConfigurationDeclarer<LinearDRPCInputDeclarer> {
    LinearDRPCInputDeclarer fieldsGrouping(Fields fields);

    LinearDRPCInputDeclarer fieldsGrouping(String streamId, Fields fields);

    LinearDRPCInputDeclarer globalGrouping();

    LinearDRPCInputDeclarer globalGrouping(String streamId);

    LinearDRPCInputDeclarer shuffleGrouping();

    LinearDRPCInputDeclarer shuffleGrouping(String streamId);

    LinearDRPCInputDeclarer localOrShuffleGrouping();

    LinearDRPCInputDeclarer localOrShuffleGrouping(String streamId);

    LinearDRPCInputDeclarer noneGrouping();

    LinearDRPCInputDeclarer noneGrouping(String streamId);

    LinearDRPCInputDeclarer allGrouping();

    LinearDRPCInputDeclarer allGrouping(String streamId);

    LinearDRPCInputDeclarer directGrouping();

    LinearDRPCInputDeclarer directGrouping(String streamId);

    LinearDRPCInputDeclarer partialKeyGrouping(Fields fields);

    LinearDRPCInputDeclarer partialKeyGrouping(String streamId, Fields fields);

    LinearDRPCInputDeclarer customGrouping(CustomStreamGrouping grouping);

    LinearDRPCInputDeclarer customGrouping(String streamId, CustomStreamGrouping grouping);
}

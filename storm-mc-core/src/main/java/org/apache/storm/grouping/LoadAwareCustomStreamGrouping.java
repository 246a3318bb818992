package org.apache.storm.grouping;

/** A custom grouping that is told the targets' loads and may route by them. */
public interface LoadAwareCustomStreamGrouping extends CustomStreamGrouping {
    void refreshLoad(LoadMapping loadMapping);
}

package org.apache.storm.trident.operation;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.MetricSet;
import com.codahale.metrics.Timer;
import org.apache.storm.metric.api.CombinedMetric;
import org.apache.storm.metric.api.ICombiner;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metric.api.IReducer;
import org.apache.storm.metric.api.ReducedMetric;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** What an operation sees of where it runs: its partition, its input tuple layout and the metrics registry. */
public class TridentOperationContext implements IMetricsContext {
    TridentTuple.Factory factory;
    TopologyContext topoContext;

    public TridentOperationContext(TopologyContext topoContext, TridentTuple.Factory factory) {
        this.topoContext = topoContext;
        this.factory = factory;
    }

    public TridentOperationContext(TridentOperationContext parent, TridentTuple.Factory factory) {
        this(parent.topoContext, factory);
    }

    /** Lets an operation select a subset of its input fields without copying values. */
    public ProjectionFactory makeProjectionFactory(Fields fields) {
        return new ProjectionFactory(factory, fields);
    }

    public int numPartitions() {
        return topoContext.getComponentTasks(topoContext.getThisComponentId()).size();
    }

    public int getPartitionIndex() {
        return topoContext.getThisTaskIndex();
    }

    @Override
    public <T extends IMetric> T registerMetric(String name, T metric, int timeBucketSizeInSecs) {
        return topoContext.registerMetric(name, metric, timeBucketSizeInSecs);
    }

    @Override
    public ReducedMetric registerMetric(String name, IReducer reducer, int timeBucketSizeInSecs) {
        return topoContext.registerMetric(name, reducer, timeBucketSizeInSecs);
    }

    @Override
    public CombinedMetric registerMetric(String name, ICombiner combiner, int timeBucketSizeInSecs) {
        return topoContext.registerMetric(name, combiner, timeBucketSizeInSecs);
    }

    @Override
    public Timer registerTimer(String name) {
        return topoContext.registerTimer(name);
    }

    @Override
    public Histogram registerHistogram(String name) {
        return topoContext.registerHistogram(name);
    }

    @Override
    public Meter registerMeter(String name) {
        return topoContext.registerMeter(name);
    }

    @Override
    public Counter registerCounter(String name) {
        return topoContext.registerCounter(name);
    }

    @Override
    public <T> Gauge<T> registerGauge(String name, Gauge<T> gauge) {
        return topoContext.registerGauge(name, gauge);
    }

    @Override
    public void registerMetricSet(String prefix, MetricSet set) {
        topoContext.registerMetricSet(prefix, set);
    }
}

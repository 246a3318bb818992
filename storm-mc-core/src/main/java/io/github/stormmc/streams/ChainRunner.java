package io.github.stormmc.streams;

import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.Pair;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Runs a {@link BoltPlan} inside one task: decodes input tuples into values, pushes them depth-first through the ops
 * and hands values that leave the bolt to an {@link Emitter}.
 */
final class ChainRunner {
    /** Sends one output tuple; the bolt shell decides the anchors. */
    interface Emitter {
        void emit(String stream, Values values);
    }

    private final BoltPlan plan;
    private final Emitter emitter;
    private final StepContext[] contexts;
    private KeyValueState<Object, Object> state;
    private int expectedPunctuations;
    private int seenPunctuations;
    private long eventTimestamp;

    ChainRunner(BoltPlan plan, Emitter emitter, TopologyContext context) {
        this.plan = plan;
        this.emitter = emitter;
        this.contexts = new StepContext[plan.steps.size()];
        for (int i = 0; i < contexts.length; i++) {
            contexts[i] = new StepContext(plan.steps.get(i));
        }
        for (String component : plan.punctuationInputs.values()) {
            expectedPunctuations += context.getComponentTasks(component).size();
        }
    }

    void setState(KeyValueState<Object, Object> state) {
        this.state = state;
    }

    boolean isPunctuation(Tuple tuple) {
        return plan.punctuationInputs.containsKey(BoltPlan.key(tuple.getSourceComponent(), tuple.getSourceStreamId()));
    }

    /** Runs one data tuple through the ops. */
    void process(Tuple tuple) {
        BoltPlan.Input input = plan.inputs.get(BoltPlan.key(tuple.getSourceComponent(), tuple.getSourceStreamId()));
        if (input == null) {
            throw new IllegalStateException("Streams bolt has no op for input stream '" + tuple.getSourceStreamId()
                + "' of component '" + tuple.getSourceComponent() + "'");
        }
        if (plan.timestampField != null) {
            if (!tuple.contains(plan.timestampField)) {
                throw new IllegalArgumentException("Event-time window needs field '" + plan.timestampField
                    + "' in the tuples of stream '" + tuple.getSourceStreamId() + "' of component '"
                    + tuple.getSourceComponent() + "', which has fields " + tuple.getFields());
            }
            eventTimestamp = tuple.getLongByField(plan.timestampField);
        }
        Object value;
        switch (input.decode) {
            case TUPLE:
                value = tuple;
                break;
            case PAIR:
                value = Pair.of(tuple.getValue(0), tuple.getValue(1));
                break;
            default:
                value = tuple.getValue(0);
        }
        plan.steps.get(input.step).op.execute(value, input.parentIndex, contexts[input.step]);
    }

    /** Counts one punctuation; returns true when every upstream task has sent its own and the window was finished. */
    boolean punctuate() {
        if (++seenPunctuations < expectedPunctuations) {
            return false;
        }
        seenPunctuations = 0;
        finish();
        return true;
    }

    /** Completes a window: each op, parents first, forwards what it held; then tells consumers downstream. */
    void finish() {
        for (int i = 0; i < contexts.length; i++) {
            plan.steps.get(i).op.finish(contexts[i]);
        }
        for (String stream : plan.punctuationOutputs) {
            emitter.emit(stream, new Values("punctuation"));
        }
    }

    private final class StepContext implements OpContext {
        private final BoltPlan.Step step;

        StepContext(BoltPlan.Step step) {
            this.step = step;
        }

        private void emit(Values values) {
            if (plan.timestampField != null) {
                values.add(eventTimestamp);
            }
            emitter.emit(step.outStream, values);
        }

        @Override
        public void forward(Object value) {
            for (int[] child : step.children) {
                plan.steps.get(child[0]).op.execute(value, child[1], contexts[child[0]]);
            }
            if (step.outStream != null) {
                if (step.pair) {
                    Pair<?, ?> pair = (Pair<?, ?>) value;
                    emit(new Values(pair.getFirst(), pair.getSecond()));
                } else {
                    emit(new Values(value));
                }
            }
        }

        @Override
        public void forwardTo(int childIndex, Object value) {
            int[] child = step.children.get(childIndex);
            plan.steps.get(child[0]).op.execute(value, child[1], contexts[child[0]]);
        }

        @Override
        public KeyValueState<Object, Object> state() {
            if (state == null) {
                throw new IllegalStateException("Streams op needs the state of an updateStateByKey bolt, which is "
                    + "not initialised yet");
            }
            return state;
        }
    }
}

package io.github.stormmc.plan;

import io.github.stormmc.config.ChainingSetting;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;

/**
 * Which bolt executors run in their upstream executor's thread, as Flink chains operators. A bolt is chained to its
 * input component when nothing can tell the difference but the thread count and the shuffle's pairing:
 * <ul>
 *   <li>it has exactly one input, a shuffle or local-or-shuffle grouping on one stream of one component;</li>
 *   <li>that component has no other subscriber on any stream (its every tuple goes to this bolt);</li>
 *   <li>both have the same number of executors, one task each, and the edge is not inside a cycle.</li>
 * </ul>
 * Executor i of the bolt then runs on executor i's thread of its input, and task i of the input sends every tuple
 * to task i of the bolt: a shuffle among co-located tasks, as local-or-shuffle prefers, and over equally loaded
 * sources an even share. Stateful bolts (they also subscribe to the checkpoint stream) and bolts with several inputs
 * are never chained.
 *
 * <p>When: {@code stormmc.chaining: auto} (the default) chains where the rule allows once the topology has more
 * executors than the JVM has processors, and not otherwise; {@code true} always, {@code false} never. Below the core
 * count every executor has a core to itself and a thread each costs nothing but hand-overs that run in parallel;
 * above it, the threads take turns on the cores, and every hand-over between them is a wake-up, a context switch and
 * a cold cache that chaining turns into a method call (Enron at p=4 on 2 cores: 30 threads become 10 and the cost per
 * e-mail falls to p=1's). The price: a chained bolt that blocks stalls its host line (its upstream executor and what
 * that runs), never other executors.
 */
public final class Chaining {
    private static final Chaining NONE = new Chaining(Map.of(), Map.of());

    /** Chained executor → the executor whose thread runs it (its direct upstream, itself perhaps chained). */
    private final Map<ExecutorPlan, ExecutorPlan> hostOf;
    /** Source task → the one task it sends to on its chained edge. */
    private final Map<Integer, Integer> pairedTarget;

    private Chaining(Map<ExecutorPlan, ExecutorPlan> hostOf, Map<Integer, Integer> pairedTarget) {
        this.hostOf = Collections.unmodifiableMap(hostOf);
        this.pairedTarget = Collections.unmodifiableMap(pairedTarget);
    }

    /** Whether a topology of {@code executors} executors chains on a JVM of {@code processors} processors. */
    public static boolean enabled(Map<String, Object> conf, int executors, int processors) {
        return ChainingSetting.of(conf).chains(executors, processors);
    }

    static Chaining plan(Map<String, Object> conf, Map<String, ComponentPlan> components,
                         Map<String, Map<String, List<Subscription>>> subscriptions,
                         Map<String, boolean[]> cycleTargets, int processors) {
        int executors = 0;
        for (ComponentPlan c : components.values()) {
            executors += c.executors().size();
        }
        if (!enabled(conf, executors, processors)) {
            return NONE;
        }
        Map<ExecutorPlan, ExecutorPlan> hostOf = new HashMap<>();
        Map<Integer, Integer> paired = new HashMap<>();
        for (ComponentPlan bolt : components.values()) {
            ComponentPlan source = chainableSource(bolt, components, subscriptions, cycleTargets);
            if (source == null) {
                continue;
            }
            for (int i = 0; i < bolt.executors().size(); i++) {
                ExecutorPlan chained = bolt.executors().get(i);
                ExecutorPlan host = source.executors().get(i);
                hostOf.put(chained, host);
                paired.put(host.firstTask(), chained.firstTask());
            }
        }
        return hostOf.isEmpty() ? NONE : new Chaining(hostOf, paired);
    }

    /** The component whose executors may host this bolt's, or null. */
    private static ComponentPlan chainableSource(ComponentPlan bolt, Map<String, ComponentPlan> components,
                                                 Map<String, Map<String, List<Subscription>>> subscriptions,
                                                 Map<String, boolean[]> cycleTargets) {
        if (bolt.isSpout() || TopologyPlan.isSystem(bolt.id()) || bolt.inputs().size() != 1) {
            return null;
        }
        Map.Entry<GlobalStreamId, Grouping> input = bolt.inputs().entrySet().iterator().next();
        Grouping._Fields kind = input.getValue().getSetField();
        if (kind != Grouping._Fields.SHUFFLE && kind != Grouping._Fields.LOCAL_OR_SHUFFLE) {
            return null;
        }
        ComponentPlan source = components.get(input.getKey().get_componentId());
        if (source == null || source == bolt || TopologyPlan.isSystem(source.id())) {
            return null;
        }
        int subscribers = 0;
        for (List<Subscription> subs : subscriptions.getOrDefault(source.id(), Map.of()).values()) {
            subscribers += subs.size();
        }
        if (subscribers != 1 || source.executors().size() != bolt.executors().size()
                || source.taskIds().size() != source.executors().size()
                || bolt.taskIds().size() != bolt.executors().size()) {
            return null;
        }
        boolean[] cycles = cycleTargets.get(source.id());
        for (int task : bolt.taskIds()) {
            if (cycles != null && cycles[task]) {
                return null;
            }
        }
        return source;
    }

    /** The executor whose thread runs this one, or null when it has a thread of its own. */
    public ExecutorPlan hostOf(ExecutorPlan executor) {
        return hostOf.get(executor);
    }

    /** Whether any executor is chained. */
    public boolean isEmpty() {
        return hostOf.isEmpty();
    }

    /** The task a source task sends every tuple of its chained edge to, or null when it has no chained edge. */
    public Integer pairedTarget(int sourceTask) {
        return pairedTarget.get(sourceTask);
    }
}

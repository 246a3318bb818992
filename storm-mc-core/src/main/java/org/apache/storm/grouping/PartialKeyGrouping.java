package org.apache.storm.grouping;

import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.tuple.Fields;

/**
 * Key grouping with two choices: each key maps to two candidate tasks, and every tuple goes to the candidate this
 * grouping has sent fewer tuples to, which splits hot keys across two tasks while keeping a key on at most two.
 * Without key fields the whole tuple is the key.
 */
public class PartialKeyGrouping implements CustomStreamGrouping, Serializable {
    private static final long serialVersionUID = 1L;

    private final Fields fields;
    private final AssignmentCreator assignmentCreator;
    private final TargetSelector targetSelector;
    private Fields outFields;
    private List<Integer> targetTasks;

    public PartialKeyGrouping() {
        this(null);
    }

    public PartialKeyGrouping(Fields fields) {
        this(fields, new RandomTwoTaskAssignmentCreator());
    }

    public PartialKeyGrouping(Fields fields, AssignmentCreator assignmentCreator) {
        this(fields, assignmentCreator, new BalancedTargetSelector());
    }

    public PartialKeyGrouping(Fields fields, AssignmentCreator assignmentCreator, TargetSelector targetSelector) {
        this.fields = fields;
        this.assignmentCreator = assignmentCreator;
        this.targetSelector = targetSelector;
    }

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        this.targetTasks = targetTasks;
        if (fields != null) {
            this.outFields = context.getComponentOutputFields(stream);
        }
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        List<Object> key = fields == null ? values : outFields.select(fields, values);
        int[] candidates = assignmentCreator.createAssignment(targetTasks, keyBytes(key));
        return Collections.singletonList(targetSelector.chooseTask(candidates));
    }

    /** Four bytes per key value (its hash, arrays by content), so equal keys always give equal bytes. */
    private static byte[] keyBytes(List<Object> key) {
        ByteBuffer buffer = ByteBuffer.allocate(4 * key.size());
        for (Object value : key) {
            buffer.putInt(Arrays.deepHashCode(new Object[] {value}));
        }
        return buffer.array();
    }

    /** Maps a key to the candidate tasks it may be sent to. */
    public interface AssignmentCreator extends Serializable {
        int[] createAssignment(List<Integer> targetTasks, byte[] key);
    }

    /** Picks one task out of a key's candidates. */
    public interface TargetSelector extends Serializable {
        Integer chooseTask(int[] assignedTasks);
    }

    /** Picks the candidate this selector has chosen least often so far; the first candidate wins ties. */
    public static class BalancedTargetSelector implements TargetSelector {
        private static final long serialVersionUID = 1L;

        private final Map<Integer, Long> sentCounts = new HashMap<>();

        @Override
        public Integer chooseTask(int[] assignedTasks) {
            int best = assignedTasks[0];
            long bestCount = sentCounts.getOrDefault(best, 0L);
            for (int i = 1; i < assignedTasks.length; i++) {
                long count = sentCounts.getOrDefault(assignedTasks[i], 0L);
                if (count < bestCount) {
                    best = assignedTasks[i];
                    bestCount = count;
                }
            }
            sentCounts.put(best, bestCount + 1);
            return best;
        }
    }

    /**
     * Two distinct candidates per key (both the single task when there is only one), from two independent hashes of
     * the key bytes: FNV-1a picks the first, a multiply-xorshift hash picks the second among the remaining tasks.
     */
    public static class RandomTwoTaskAssignmentCreator implements AssignmentCreator {
        private static final long serialVersionUID = 1L;

        @Override
        public int[] createAssignment(List<Integer> targetTasks, byte[] key) {
            int n = targetTasks.size();
            int first = Math.floorMod(fnv1a(key), n);
            if (n == 1) {
                return new int[] {targetTasks.get(0), targetTasks.get(0)};
            }
            int second = (first + 1 + Math.floorMod(mixHash(key), n - 1)) % n;
            return new int[] {targetTasks.get(first), targetTasks.get(second)};
        }

        private static int fnv1a(byte[] bytes) {
            int hash = 0x811c9dc5;
            for (byte b : bytes) {
                hash ^= b & 0xff;
                hash *= 0x01000193;
            }
            return hash;
        }

        private static int mixHash(byte[] bytes) {
            long hash = 0x9E3779B97F4A7C15L;
            for (byte b : bytes) {
                hash = (hash ^ (b & 0xff)) * 0xBF58476D1CE4E5B9L;
                hash ^= hash >>> 31;
            }
            return (int) (hash ^ (hash >>> 32));
        }
    }
}

package io.github.stormmc.benchmarks.wordcount;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** The count tasks' final maps, published at cleanup (a safe hand-over from the task threads to the harness). */
public final class WordCountResults {

    private static final Map<Integer, Map<String, Integer>> BY_TASK = new ConcurrentHashMap<>();

    private WordCountResults() {
    }

    static void publish(int taskId, Map<String, Integer> counts) {
        BY_TASK.put(taskId, new HashMap<>(counts));
    }

    public static int publishedTasks() {
        return BY_TASK.size();
    }

    /** All tasks' counts merged; a word counted by two tasks would be summed (fields grouping prevents that). */
    public static Map<String, Integer> merged() {
        Map<String, Integer> result = new TreeMap<>();
        for (Map<String, Integer> m : BY_TASK.values()) {
            m.forEach((w, c) -> result.merge(w, c, Integer::sum));
        }
        return result;
    }

    /** How many tasks counted each word; exactly 1 everywhere when fields grouping works. */
    public static Map<String, Integer> tasksPerWord() {
        Map<String, Integer> result = new TreeMap<>();
        for (Map<String, Integer> m : BY_TASK.values()) {
            m.keySet().forEach(w -> result.merge(w, 1, Integer::sum));
        }
        return result;
    }

    public static void clear() {
        BY_TASK.clear();
    }
}

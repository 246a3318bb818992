package io.github.stormmc.isolation;

import com.google.gson.Gson;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.WorkHandler;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * One call into each old library per tuple. Each uses an API that exists only in the old version, so it links and
 * returns true only when the application's own version is the one loaded.
 */
final class OldLibraryCalls {

    private OldLibraryCalls() {
    }

    /** A round trip through gson 2.5, which predates ToNumberStrategy (added in 2.8.9). */
    static boolean gson(long n) {
        Gson gson = new Gson();
        String json = gson.toJson(new Reading(n, "n" + n));
        Reading back = gson.fromJson(json, Reading.class);
        return json.equals("{\"value\":" + n + ",\"label\":\"n" + n + "\"}") && back.value == n
                && !classExists("com.google.gson.ToNumberStrategy");
    }

    /** snakeyaml 1.x: SafeConstructor's no-argument constructor was removed in 2.0. */
    static boolean yaml(long n) {
        Map<?, ?> map = new Yaml(new SafeConstructor()).load("value: " + n + "\nlabel: n" + n + "\n");
        return Integer.valueOf((int) n).equals(map.get("value")) && ("n" + n).equals(map.get("label"));
    }

    /** Disruptor 3: WorkHandler was removed in 4.0. */
    static boolean disruptor(long n) {
        RingBuffer<long[]> ring = RingBuffer.createSingleProducer(() -> new long[1], 4);
        long sequence = ring.next();
        ring.get(sequence)[0] = n;
        ring.publish(sequence);
        long[] event = ring.get(sequence);
        new Doubler().onEvent(event);
        return event[0] == 2 * n;
    }

    private static boolean classExists(String name) {
        try {
            Class.forName(name, false, OldLibraryCalls.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    static final class Reading {
        long value;
        String label;

        Reading(long value, String label) {
            this.value = value;
            this.label = label;
        }
    }

    static final class Doubler implements WorkHandler<long[]> {
        @Override
        public void onEvent(long[] event) {
            event[0] *= 2;
        }
    }
}

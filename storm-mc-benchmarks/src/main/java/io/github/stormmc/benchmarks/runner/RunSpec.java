package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;

/** One child JVM to start: which engine, and the harness arguments. */
record RunSpec(int rep, String engine, String topology, String variant, String mode, int parallelism, long rate) {

    List<String> harnessArgs(SweepOptions o, String enronInput) {
        List<String> args = new ArrayList<>();
        args.add("--topology");
        args.add(engine.equals("limit") ? "wordcount-limit" : topology);
        args.add("--parallelism");
        args.add(Integer.toString(parallelism));
        args.add("--variant");
        args.add(variant);
        args.add("--warmup");
        args.add(Integer.toString(o.warmup));
        args.add("--measure");
        args.add(Integer.toString(o.measure));
        if (rate > 0) {
            args.add("--rate");
            args.add(Long.toString(rate));
        }
        if (o.dataDir != null) {
            args.add("--data-dir");
            args.add(o.dataDir);
        }
        if (topology.equals("enron")) {
            args.add("--enron-input");
            args.add(enronInput);
        }
        return args;
    }

    String label() {
        return String.format("%s %s/%s p=%d %s%s rep %d", engine, topology, variant, parallelism, mode,
                rate > 0 ? " @" + rate + "/s" : "", rep);
    }
}

#!/usr/bin/env python3
"""Where one thread group's samples go in a JFR recording (inclusive per method, and top frames).

usage: jfr print --events jdk.ExecutionSample rec.jfr > samples.txt
       storm-mc-benchmarks/tools/jfr_frames.py samples.txt THREAD_NAME_PART [N]
Record with: BENCH_JAVA_OPTS="-XX:StartFlightRecording=filename=rec.jfr,settings=profile,delay=3s,duration=5s" \\
             bin/storm-mc-bench run storm-mc --topology wordcount --parallelism 1 --warmup 3 --measure 5
"""
import collections
import re
import sys

text = open(sys.argv[1]).read()
thread = sys.argv[2]
limit = int(sys.argv[3]) if len(sys.argv) > 3 else 25
inclusive, top = collections.Counter(), collections.Counter()
samples = 0
for event in text.split('jdk.ExecutionSample'):
    match = re.search(r'sampledThread = "([^"]*)"', event)
    if not match or thread not in match.group(1):
        continue
    samples += 1
    frames = re.findall(r'^\s+(\S[^\n]*?) line: (\d+)', event, re.M)
    if frames:
        top[frames[0][0].split('(')[0] + ':' + frames[0][1]] += 1
    for method in {f.split('(')[0] for f, _ in frames}:
        inclusive[method] += 1
print('== %s: %d samples' % (thread, samples))
for method, n in inclusive.most_common(limit):
    print('%5d %5.1f%% %s' % (n, 100 * n / max(samples, 1), method))
print('-- top frames')
for frame, n in top.most_common(15):
    print('%5d %5.1f%% %s' % (n, 100 * n / max(samples, 1), frame))

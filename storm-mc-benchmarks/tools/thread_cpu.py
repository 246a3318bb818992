#!/usr/bin/env python3
"""CPU per counted tuple, by thread group, of one Storm-MC benchmark run (Linux /proc + jstack).

usage: storm-mc-benchmarks/tools/thread_cpu.py P [extra bin/storm-mc-bench run options]
environment: TOPO (default wordcount), WU warm-up seconds (default 4)

Starts `bin/storm-mc-bench run storm-mc`, maps thread ids to Java thread names with jstack after the warm-up, reads
each thread's user+system CPU from /proc over 3 s of the measured window, and divides by the tuples the sink counted
(the run's throughput). Executor threads are grouped by component; GC and JIT threads by kind.
"""
import collections
import json
import os
import re
import subprocess
import sys
import time

repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
p = sys.argv[1]
warmup = os.environ.get('WU', '4')
proc = subprocess.Popen([repo + '/bin/storm-mc-bench', 'run', 'storm-mc', '--topology', os.environ.get('TOPO', 'wordcount'),
                         '--parallelism', p, '--warmup', warmup, '--measure', '6'] + sys.argv[2:],
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
time.sleep(float(warmup) + 1.5)
pid = str(proc.pid)  # the script execs java, so this is the JVM
stack = subprocess.run(['jstack', pid], capture_output=True, text=True).stdout
names = {int(m.group(2), 16): m.group(1) for m in re.finditer(r'^"([^"]+)".*?nid=(0x[0-9a-f]+)', stack, re.M)}


def snapshot():
    result = {}
    for tid in os.listdir(f'/proc/{pid}/task'):
        try:
            fields = open(f'/proc/{pid}/task/{tid}/stat').read().rsplit(')', 1)[1].split()
        except OSError:
            continue
        result[int(tid)] = (int(fields[11]), int(fields[12]))  # utime, stime in clock ticks (1/100 s)
    return result


before = snapshot()
start = time.time()
time.sleep(3)
after = snapshot()
elapsed = time.time() - start
output = proc.communicate()[0]
result = json.loads([line for line in output.splitlines() if line.startswith('RESULT')][0][7:])
total, system = collections.Counter(), collections.Counter()
for tid, (user, sys_) in after.items():
    name = names.get(tid, 'other')
    name = re.sub(r'\[\d+-\d+\]', '', name)
    name = re.sub(r'GC Thread#\d+|G1 .*', 'GC', name)
    name = re.sub(r'C[12] CompilerThread\d+', 'JIT', name)
    u0, s0 = before.get(tid, (0, 0))
    total[name] += user + sys_ - u0 - s0
    system[name] += sys_ - s0
tuples = result['throughput'] * elapsed
print('p=%s throughput=%.2fM/s cpu=%.0f%% total %.0f ns per tuple' % (
    p, result['throughput'] / 1e6, result['cpu_pct'], sum(total.values()) * 1e7 / tuples))
for name, ticks in total.most_common(10):
    if ticks:
        print('  %-30s %8.1f ns/tuple %5.0f%% of a core (system %3.0f%%)' % (
            name, ticks * 1e7 / tuples, ticks / elapsed, 100 * system[name] / ticks))

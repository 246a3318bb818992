# Test bolt: the first subprocess to see id 4 writes to stderr and exits with code 3 in the middle of the tuple.
# A marker file in its working directory (the topology's extracted resources/) keeps its successors alive.
import os
import sys
import storm

MARKER = "crashing.marker"


class CrashingBolt(storm.BasicBolt):
    def process(self, tup):
        if tup.values[0] == 4 and not os.path.exists(MARKER):
            open(MARKER, "w").close()
            sys.stderr.write("about to crash on 4\n")
            sys.stderr.flush()
            os._exit(3)
        storm.emit([tup.values[0]])


CrashingBolt().run()

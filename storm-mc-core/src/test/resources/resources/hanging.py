# Test bolt: the first subprocess to see id 2 stops answering (sleeps), so the heartbeat timeout must kill it.
# A marker file in its working directory keeps its successors responsive.
import os
import time
import storm

MARKER = "hanging.marker"


class HangingBolt(storm.BasicBolt):
    def process(self, tup):
        if tup.values[0] == 2 and not os.path.exists(MARKER):
            open(MARKER, "w").close()
            time.sleep(120)
        storm.emit([tup.values[0]])


HangingBolt().run()

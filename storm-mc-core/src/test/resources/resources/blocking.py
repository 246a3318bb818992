# Test bolt: holds its first tuple until the file named by $RELEASE_FILE exists, so tuples pile up on the Java side;
# then emits the length of each tuple's value.
import os
import time
import storm


class BlockingBolt(storm.BasicBolt):
    def process(self, tup):
        while not os.path.exists(os.environ["RELEASE_FILE"]):
            time.sleep(0.01)
        storm.emit([len(tup.values[0])])


BlockingBolt().run()

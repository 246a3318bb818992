# Test spout: emits 0..9 with themselves as message ids; reports each ack and fail on the "outcomes" stream and
# replays failed ids.
import storm


class NumbersSpout(storm.Spout):
    def initialize(self, conf, context):
        self.next = 0
        self.replays = []

    def nextTuple(self):
        if self.replays:
            n = self.replays.pop(0)
        elif self.next < 10:
            n = self.next
            self.next += 1
        else:
            return
        storm.emit([n], id=n)

    def ack(self, id):
        storm.emit(["ack", id], stream="outcomes")

    def fail(self, id):
        storm.emit(["fail", id], stream="outcomes")
        self.replays.append(id)


NumbersSpout().run()

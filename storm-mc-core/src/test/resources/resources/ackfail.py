# Test bolt: explicit anchoring and acking; fails each multiple of 5 the first time it sees it, and counts every
# tuple it acks in the "acked-count" shell metric. Logs the task ids its emits went to.
import storm

seen_multiples = set()


class AckFailBolt(storm.Bolt):
    def process(self, tup):
        n = tup.values[0]
        if n % 5 == 0 and n not in seen_multiples:
            seen_multiples.add(n)
            storm.fail(tup)
            return
        task_ids = storm.emit([n], anchors=[tup])
        storm.logInfo("emitted %d to tasks %s" % (n, task_ids))
        storm.rpcMetrics("acked-count", 1)
        storm.ack(tup)


AckFailBolt().run()

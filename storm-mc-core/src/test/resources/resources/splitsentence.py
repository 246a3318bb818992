# Test bolt for Storm-MC's multilang tests: splits each sentence into words (auto-anchored and acked by BasicBolt).
import storm


class SplitSentenceBolt(storm.BasicBolt):
    def process(self, tup):
        for word in tup.values[0].split(" "):
            storm.emit([word])


SplitSentenceBolt().run()

# Test bolt: logs the tuple's value once at every protocol level, then acks it.
import storm


class LogLevelsBolt(storm.BasicBolt):
    def process(self, tup):
        value = tup.values[0]
        storm.logTrace("trace " + value)
        storm.logDebug("debug " + value)
        storm.logInfo("info " + value)
        storm.logWarn("warn " + value)
        storm.logError("error " + value)


LogLevelsBolt().run()

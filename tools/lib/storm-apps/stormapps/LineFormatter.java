package stormapps;

import org.apache.storm.tuple.Tuple;
import org.dspbench.sink.formatter.BasicFormatter;

/** DSPBench's BasicFormatter, one record per line, so that two runs' outputs can be sorted and compared. */
public class LineFormatter extends BasicFormatter {
    @Override
    public String format(Tuple tuple) {
        return super.format(tuple) + "\n";
    }
}

package org.apache.storm.testing;

import java.nio.charset.StandardCharsets;
import org.apache.storm.tuple.Tuple;

/** A {@link TestWordCounter} for words that arrive as UTF-8 bytes. */
public class TestWordBytesCounter extends TestWordCounter {

    public TestWordBytesCounter() {
    }

    @Override
    protected String getTupleValue(Tuple t, int idx) {
        return new String(t.getBinary(idx), StandardCharsets.UTF_8);
    }
}

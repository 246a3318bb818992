package org.apache.storm.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Where a tuple made by {@code Testing.testTuple} comes from and its field names; unset parts get defaults there. */
public class MkTupleParam {
    private String stream;
    private String component;
    private List<String> fields;

    public String getStream() {
        return stream;
    }

    public void setStream(String stream) {
        this.stream = stream;
    }

    public String getComponent() {
        return component;
    }

    public void setComponent(String component) {
        this.component = component;
    }

    public List<String> getFields() {
        return fields;
    }

    public void setFields(String... fields) {
        this.fields = new ArrayList<>(Arrays.asList(fields));
    }

    public void setFieldsList(List<String> fields) {
        this.fields = fields;
    }
}

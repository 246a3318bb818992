package org.apache.storm.trident.state;

import java.util.Iterator;
import java.util.List;

/** A state whose contents can be listed as tuples. */
public interface ITupleCollection {
    Iterator<List<Object>> getTuples();
}

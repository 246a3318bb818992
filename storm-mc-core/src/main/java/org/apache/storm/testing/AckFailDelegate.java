package org.apache.storm.testing;

import java.io.Serializable;

/** Receives the message ids a testing spout is acked or failed with. */
public interface AckFailDelegate extends Serializable {
    void ack(Object id);

    void fail(Object id);
}

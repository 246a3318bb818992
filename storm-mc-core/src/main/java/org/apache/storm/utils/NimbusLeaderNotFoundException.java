package org.apache.storm.utils;

/** Thrown by Storm's Nimbus clients when no Nimbus leader can be found; Storm-MC's in-process Nimbus never throws it. */
public class NimbusLeaderNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NimbusLeaderNotFoundException() {
        super();
    }

    public NimbusLeaderNotFoundException(String message) {
        super(message);
    }

    public NimbusLeaderNotFoundException(String message, Throwable cause) {
        super(message, cause);
    }

    public NimbusLeaderNotFoundException(Throwable cause) {
        super(cause);
    }
}

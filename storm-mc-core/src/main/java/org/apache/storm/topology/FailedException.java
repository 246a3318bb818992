package org.apache.storm.topology;

/** Thrown from a basic bolt's execute to fail the input tuple instead of acking it. */
public class FailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public FailedException() {
        super();
    }

    public FailedException(String msg) {
        super(msg);
    }

    public FailedException(String msg, Throwable cause) {
        super(msg, cause);
    }

    public FailedException(Throwable cause) {
        super(cause);
    }
}

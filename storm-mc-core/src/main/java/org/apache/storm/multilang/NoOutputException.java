package org.apache.storm.multilang;

/** The subprocess ended its output (or sent an empty message) where the protocol expected a message. */
public class NoOutputException extends Exception {
    private static final long serialVersionUID = 1L;

    public NoOutputException() {
        super();
    }

    public NoOutputException(String message) {
        super(message);
    }

    public NoOutputException(String message, Throwable cause) {
        super(message, cause);
    }

    public NoOutputException(Throwable cause) {
        super(cause);
    }
}

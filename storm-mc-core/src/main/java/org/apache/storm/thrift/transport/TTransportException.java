package org.apache.storm.thrift.transport;

import org.apache.storm.thrift.TException;

/**
 * Transport failure type that Storm's client API declares. Storm-MC has no network transport, so it only exists for
 * source compatibility; the numeric type codes match Storm's.
 */
public class TTransportException extends TException {
    private static final long serialVersionUID = 1L;

    public static final int UNKNOWN = 0;
    public static final int NOT_OPEN = 1;
    public static final int ALREADY_OPEN = 2;
    public static final int TIMED_OUT = 3;
    public static final int END_OF_FILE = 4;
    public static final int CORRUPTED_DATA = 5;
    public static final int MESSAGE_SIZE_LIMIT = 6;

    /** Kept non-final like Storm's so subclasses may adjust it; read through {@link #getType()}. */
    protected int type_ = UNKNOWN;

    public TTransportException() {
        super();
    }

    public TTransportException(int type) {
        super();
        this.type_ = type;
    }

    public TTransportException(int type, String message) {
        super(message);
        this.type_ = type;
    }

    public TTransportException(String message) {
        super(message);
    }

    public TTransportException(int type, Throwable cause) {
        super(cause);
        this.type_ = type;
    }

    public TTransportException(Throwable cause) {
        super(cause);
    }

    public TTransportException(String message, Throwable cause) {
        super(message, cause);
    }

    public TTransportException(int type, String message, Throwable cause) {
        super(message, cause);
        this.type_ = type;
    }

    public int getType() {
        return type_;
    }
}

package org.apache.storm.thrift;

/**
 * Root of the checked exceptions that Storm's API declares (Storm generates them from Thrift IDL). Storm-MC keeps
 * the type so user code that catches or declares it compiles unchanged; nothing here talks Thrift.
 */
public class TException extends Exception {
    private static final long serialVersionUID = 1L;

    public TException() {
        super();
    }

    public TException(String message) {
        super(message);
    }

    public TException(Throwable cause) {
        super(cause);
    }

    public TException(String message, Throwable cause) {
        super(message, cause);
    }
}

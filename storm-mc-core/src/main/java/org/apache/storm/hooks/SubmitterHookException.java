package org.apache.storm.hooks;

/** Raised when an {@link org.apache.storm.ISubmitterHook} fails. */
public class SubmitterHookException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SubmitterHookException() {
    }

    public SubmitterHookException(String message) {
        super(message);
    }

    public SubmitterHookException(String message, Throwable cause) {
        super(message, cause);
    }

    public SubmitterHookException(Throwable cause) {
        super(cause);
    }
}

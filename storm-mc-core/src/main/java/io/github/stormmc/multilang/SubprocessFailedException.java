package io.github.stormmc.multilang;

/** A multilang subprocess died, hung or broke the protocol; the message says which, with exit code and stderr. */
public final class SubprocessFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SubprocessFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}

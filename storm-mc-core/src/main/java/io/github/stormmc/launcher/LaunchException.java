package io.github.stormmc.launcher;

/** A launch problem the user must fix (wrong class name, missing main, ...); its message is printed as is. */
public final class LaunchException extends Exception {

    public LaunchException(String message) {
        super(message);
    }

    public LaunchException(String message, Throwable cause) {
        super(message, cause);
    }
}

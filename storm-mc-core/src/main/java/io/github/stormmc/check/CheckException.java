package io.github.stormmc.check;

/** Input the check cannot read (a missing or broken jar, a bad resource); the message names it. */
public final class CheckException extends Exception {

    public CheckException(String message) {
        super(message);
    }
}

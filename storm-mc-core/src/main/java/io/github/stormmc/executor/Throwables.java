package io.github.stormmc.executor;

/**
 * Sorts what user code throws into what a task survives and what it does not.
 *
 * <p>A task survives every {@code Exception} and every {@code Error} that leaves the JVM sound: a
 * {@link StackOverflowError} (the stack unwinds to our frame, which has room again), {@code AssertionError},
 * {@code LinkageError}s of user classes, and so on: the task is restarted from a fresh copy, as for an exception.
 * The other {@link VirtualMachineError}s ({@code OutOfMemoryError}, {@code InternalError}, {@code UnknownError}) say the
 * JVM itself may be broken; they follow {@code stormmc.fault.fatal} (halt the process by default).
 */
final class Throwables {
    private Throwables() {
    }

    static boolean isFatal(Throwable t) {
        return t instanceof VirtualMachineError && !(t instanceof StackOverflowError);
    }
}

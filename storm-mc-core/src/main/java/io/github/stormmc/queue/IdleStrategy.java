package io.github.stormmc.queue;

/**
 * How a consumer waits when its receive queue is empty. Called once per empty poll with a counter of consecutive
 * empty polls; returns the next counter value.
 */
public interface IdleStrategy {
    int idle(int idleCount) throws InterruptedException;
}

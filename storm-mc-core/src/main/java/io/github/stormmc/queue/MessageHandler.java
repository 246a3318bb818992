package io.github.stormmc.queue;

/** Receives the messages a consumer drains from its {@link ReceiveQueue}. Must not throw. */
@FunctionalInterface
public interface MessageHandler {
    void onMessage(int taskId, Object payload);
}

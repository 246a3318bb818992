package io.github.stormmc.queue;

/**
 * One pre-allocated ring-buffer entry: the task the message is for and the message itself (a tuple or a control
 * message). Fields are plain: the Disruptor's publish (release) and the consumer's availability check (acquire)
 * order the writes before the reads.
 */
final class Slot {
    int taskId;
    Object payload;
}

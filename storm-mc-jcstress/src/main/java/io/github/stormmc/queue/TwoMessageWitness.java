package io.github.stormmc.queue;

/**
 * A drain's handler that remembers the first two messages it is handed, for the stress tests that publish (7, "a")
 * then (8, "b") and check the consumer saw exactly those, in order. Owned by the consumer actor: plain fields.
 */
final class TwoMessageWitness implements MessageHandler {
    private final int[] ids = new int[2];
    private final Object[] messages = new Object[2];
    private int seen;

    @Override
    public void onMessage(int taskId, Object payload) {
        if (seen < 2) {
            ids[seen] = taskId;
            messages[seen] = payload;
        }
        seen++;
    }

    /** How many of the first two messages were the published ones, counted from the first until one is not. */
    int rightInOrder() {
        int right = 0;
        if (seen > 0 && ids[0] == 7 && "a".equals(messages[0])) {
            right++;
            if (seen > 1 && ids[1] == 8 && "b".equals(messages[1])) {
                right++;
            }
        }
        return right;
    }
}

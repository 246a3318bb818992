package io.github.stormmc.ack;

/**
 * One spout task's trees in flight, oldest timeout start first: an intrusive doubly linked list (no allocation per
 * tree, O(1) removal on completion). Spout thread only. Since every tree of a task has the same timeout, the list's
 * order is also expiry order, so timeouts are found by looking at the head only.
 */
public final class PendingTrees {
    private TupleTree head;
    private TupleTree tail;
    private int size;

    public int size() {
        return size;
    }

    public void add(TupleTree tree) {
        tree.prev = tail;
        tree.next = null;
        if (tail == null) {
            head = tree;
        } else {
            tail.next = tree;
        }
        tail = tree;
        tree.linked = true;
        size++;
    }

    /** @return whether the tree was in the list */
    public boolean remove(TupleTree tree) {
        if (!tree.linked) {
            return false;
        }
        if (tree.prev == null) {
            head = tree.next;
        } else {
            tree.prev.next = tree.next;
        }
        if (tree.next == null) {
            tail = tree.prev;
        } else {
            tree.next.prev = tree.prev;
        }
        tree.prev = null;
        tree.next = null;
        tree.linked = false;
        size--;
        return true;
    }

    /** Moves a tree to the end with a new timeout start (resetTimeout). */
    public void restart(TupleTree tree, long nowNanos) {
        if (remove(tree)) {
            tree.startNanos = nowNanos;
            add(tree);
        }
    }

    /** The tree whose timeout started first, or null. */
    public TupleTree oldest() {
        return head;
    }

    /** The timeout start of a tree; spout thread only. */
    public static long startNanos(TupleTree tree) {
        return tree.startNanos;
    }
}

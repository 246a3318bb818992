package org.apache.storm.trident.tuple;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;

/**
 * Several lists read as one, without copying: element {@code i} is found through a precomputed pointer to (list,
 * position). A {@link Factory} computes the pointers once for lists of fixed sizes and then wraps any lists of those
 * sizes.
 */
public class ComboList extends AbstractList<Object> {
    private final List[] delegates;
    private final Pointer[] index;

    public ComboList(List[] delegates, Pointer[] index) {
        this.delegates = delegates;
        this.index = index;
    }

    @Override
    public Object get(int i) {
        Pointer at = index[i];
        return delegates[at.list].get(at.position);
    }

    @Override
    public int size() {
        return index.length;
    }

    /** Builds combined lists over delegates of the sizes given here. */
    public static class Factory implements Serializable {
        private static final long serialVersionUID = 1L;
        private final int[] sizes;
        private final Pointer[] index;

        public Factory(int... sizes) {
            this.sizes = sizes.clone();
            int total = Arrays.stream(sizes).sum();
            this.index = new Pointer[total];
            int next = 0;
            for (int list = 0; list < sizes.length; list++) {
                for (int position = 0; position < sizes[list]; position++) {
                    index[next++] = new Pointer(list, position);
                }
            }
        }

        /** Wraps {@code delegates}; they must match the factory's sizes in number and length. */
        public ComboList create(List[] delegates) {
            if (delegates.length != sizes.length) {
                throw new IllegalArgumentException("ComboList expects " + sizes.length + " lists, got "
                    + delegates.length);
            }
            for (int i = 0; i < delegates.length; i++) {
                if (delegates[i] == null || delegates[i].size() != sizes[i]) {
                    throw new IllegalArgumentException("ComboList list " + i + " must have " + sizes[i]
                        + " elements, got " + (delegates[i] == null ? "null" : delegates[i].size() + ": "
                        + delegates[i]));
                }
            }
            return new ComboList(delegates, index);
        }
    }

    /** Where one element of the combined list lives. */
    static final class Pointer implements Serializable {
        private static final long serialVersionUID = 1L;
        final int list;
        final int position;

        Pointer(int list, int position) {
            this.list = list;
            this.position = position;
        }
    }
}

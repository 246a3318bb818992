package org.apache.storm.trident.util;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;
import org.apache.storm.thrift.TBase;
import org.apache.storm.topology.IComponent;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * Field-list arithmetic and graph helpers for Trident. The graph helpers take Storm's shaded jgrapht type, so calling
 * them needs storm-shaded-deps (storm-mc-classpath); the others need nothing more.
 */
public class TridentUtils {

    /**
     * The distinct field names of all {@code fields} (nulls skipped), in the order of a {@link HashSet} of them, as
     * Storm orders this union.
     */
    public static Fields fieldsUnion(Fields... fields) {
        Set<String> union = new HashSet<>();
        for (Fields f : fields) {
            if (f != null) {
                union.addAll(f.toList());
            }
        }
        return new Fields(new ArrayList<>(union));
    }

    /** All field names in order (nulls skipped); a name given twice is rejected as {@link Fields} rejects it. */
    public static Fields fieldsConcat(Fields... fields) {
        List<String> all = new ArrayList<>();
        for (Fields f : fields) {
            if (f != null) {
                all.addAll(f.toList());
            }
        }
        return new Fields(all);
    }

    /** The names of {@code all} that {@code minus} lacks, in {@code all}'s order. */
    public static Fields fieldsSubtract(Fields all, Fields minus) {
        Set<String> removed = new HashSet<>(minus.toList());
        List<String> kept = new ArrayList<>();
        for (String name : all.toList()) {
            if (!removed.contains(name)) {
                kept.add(name);
            }
        }
        return new Fields(kept);
    }

    /** The fields of the one non-direct stream {@code component} declares; anything else is an error. */
    public static Fields getSingleOutputStreamFields(IComponent component) {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        component.declareOutputFields(getter);
        Map<String, StreamInfo> streams = getter.getFieldsDeclaration();
        if (streams.size() != 1) {
            throw new IllegalArgumentException("Trident needs " + component.getClass().getName()
                + " to declare exactly one output stream, but it declares " + streams.keySet());
        }
        StreamInfo stream = streams.values().iterator().next();
        if (stream.is_direct()) {
            throw new IllegalArgumentException("Trident does not support direct streams, but "
                + component.getClass().getName() + " declares one");
        }
        return new Fields(stream.get_output_fields());
    }

    /** The sources of the {@link IndexedEdge}s into {@code n}, ordered by edge index. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> List<T> getParents(DirectedGraph g, T n) {
        List<IndexedEdge> incoming = new ArrayList<>(g.incomingEdgesOf(n));
        incoming.sort(null);
        List<T> parents = new ArrayList<>();
        for (IndexedEdge e : incoming) {
            parents.add((T) e.source);
        }
        return parents;
    }

    /** The targets of the {@link IndexedEdge}s out of {@code n}, in the graph's edge order. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> List<T> getChildren(DirectedGraph g, T n) {
        List<T> children = new ArrayList<>();
        for (Object e : g.outgoingEdgesOf(n)) {
            children.add((T) ((IndexedEdge) e).target);
        }
        return children;
    }

    /** The single parent of {@code n}; none or several is an error. */
    public static <T> T getParent(DirectedGraph g, T n) {
        List<T> parents = getParents(g, n);
        if (parents.size() != 1) {
            throw new IllegalArgumentException("Expected a single parent of " + n + ", found " + parents.size());
        }
        return parents.get(0);
    }

    /** Same as {@link Utils#thriftSerialize(TBase)}. */
    public static byte[] thriftSerialize(TBase t) {
        return Utils.thriftSerialize(t);
    }

    /** Same as {@link Utils#thriftDeserialize(Class, byte[])}. */
    public static <T> T thriftDeserialize(Class<T> c, byte[] b) {
        return Utils.thriftDeserialize(c, b);
    }
}

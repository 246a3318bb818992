package io.github.stormmc.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pins the member keys and shapes the compatibility test compares, since baseline.txt stores them verbatim. */
class ApiSurfaceTest {

    @SuppressWarnings("unused")
    public abstract static class Sample implements Serializable {
        public static final String NAME = "sample";
        public static final long ID = -1L;
        public static final char SEPARATOR = ':';
        public static final boolean ENABLED = true;
        public static final List<Long> COMPUTED = List.of(1L);
        protected int counter;

        public Sample(Object... values) throws IOException {
        }

        public abstract Map<String, Object> configure(Map<String, Object> conf, int parallelism)
            throws InterruptedException, IllegalStateException;

        public static <T extends Number> T first(List<T> values) {
            return values.get(0);
        }

        private void hidden() {
        }
    }

    public static class Child extends Sample {
        public Child() throws IOException {
        }

        @Override
        public Map<String, Object> configure(Map<String, Object> conf, int parallelism) {
            return conf;
        }
    }

    @Test
    void declaredSurfaceRendersKeysAndShapesInStableOrder() {
        Map<String, ApiMember> surface = ApiSurface.declaredBy(Sample.class);
        assertEquals(List.of(
            new ApiMember("<kind>", "public static abstract class"),
            new ApiMember("<extends>", "java.lang.Object"),
            new ApiMember("<implements java.io.Serializable>", ""),
            new ApiMember("<init>(java.lang.Object...)", "public throws java.io.IOException"),
            new ApiMember("configure(java.util.Map<java.lang.String, java.lang.Object>, int)",
                "public abstract java.util.Map<java.lang.String, java.lang.Object> throws java.lang.InterruptedException"),
            new ApiMember("first(java.util.List<T>)", "public static <T extends java.lang.Number> T"),
            new ApiMember("COMPUTED", "public static final java.util.List<java.lang.Long>"),
            new ApiMember("ENABLED", "public static final boolean = true"),
            new ApiMember("ID", "public static final long = -1L"),
            new ApiMember("NAME", "public static final java.lang.String = \"sample\""),
            new ApiMember("SEPARATOR", "public static final char = ':'"),
            new ApiMember("counter", "protected int")), List.copyOf(surface.values()));
    }

    @Test
    void visibleSurfaceIncludesInheritedMembersButNotInheritedConstructors() {
        Map<String, ApiMember> surface = ApiSurface.visibleOn(Child.class);
        assertEquals(new ApiMember("configure(java.util.Map<java.lang.String, java.lang.Object>, int)",
            "public java.util.Map<java.lang.String, java.lang.Object>"),
            surface.get("configure(java.util.Map<java.lang.String, java.lang.Object>, int)"));
        assertEquals(new ApiMember("NAME", "public static final java.lang.String = \"sample\""), surface.get("NAME"));
        assertEquals(new ApiMember("<implements java.io.Serializable>", ""),
            surface.get("<implements java.io.Serializable>"));
        assertEquals(new ApiMember("<init>()", "public throws java.io.IOException"), surface.get("<init>()"));
        assertNull(surface.get("<init>(java.lang.Object...)"));
        assertNull(surface.get("hidden()"));
    }

    @Test
    void exclusionsMatchGlobsAndReportUnusedPatterns() {
        Exclusions exclusions = new Exclusions(List.of(
            "a.B#read(*) | no wire format",
            "a.*#metaDataMap | no metadata",
            "a.C#never() | stale"));
        assertEquals("no wire format", exclusions.reasonFor("a.B#read(x.TProtocol)"));
        assertEquals("no metadata", exclusions.reasonFor("a.D#metaDataMap"));
        assertNull(exclusions.reasonFor("a.B#write(x.TProtocol)"));
        assertEquals(List.of("a.C#never()"), exclusions.unused());
    }
}

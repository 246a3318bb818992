package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainInvokerTest {

    static String[] received;

    public static final class Good {
        public static void main(String[] args) {
            received = args;
        }
    }

    public static final class Failing {
        public static void main(String[] args) {
            throw new IllegalStateException("boom");
        }
    }

    public static final class NoMain {
    }

    public static final class InstanceMain {
        public void main(String[] args) {
        }
    }

    private static ClassLoader loader() {
        return MainInvokerTest.class.getClassLoader();
    }

    @Test
    void invokesPublicStaticMainWithTheArguments() throws Throwable {
        Method main = MainInvoker.findMain(Good.class.getName(), loader());
        MainInvoker.invoke(main, new String[] {"wc", "x"});
        assertArrayEquals(new String[] {"wc", "x"}, received);
    }

    @Test
    void rethrowsWhatMainThrewUnwrapped() throws Exception {
        Method main = MainInvoker.findMain(Failing.class.getName(), loader());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> MainInvoker.invoke(main, new String[0]));
        assertEquals("boom", e.getMessage());
    }

    @Test
    void missingClassAndMissingMainHaveClearMessages() {
        assertEquals("main class com.example.Nope not found on the classpath"
                        + " (is it in the topology jar, spelled with its package?)",
                assertThrows(LaunchException.class, () -> MainInvoker.findMain("com.example.Nope", loader()))
                        .getMessage());
        for (Class<?> c : List.of(NoMain.class, InstanceMain.class)) {
            assertEquals("class " + c.getName() + " has no public static void main(String[]) method",
                    assertThrows(LaunchException.class, () -> MainInvoker.findMain(c.getName(), loader()))
                            .getMessage());
        }
    }

    @Test
    void versionLines() {
        assertEquals(List.of("Storm-MC 0.1.0-SNAPSHOT",
                        "Storm API 2.8.2 (drop-in for org.apache.storm:storm-client and storm-server)",
                        "Java 17.0.15 (Debian)"),
                LauncherVersion.lines("0.1.0-SNAPSHOT", "17.0.15", "Debian"));
    }
}

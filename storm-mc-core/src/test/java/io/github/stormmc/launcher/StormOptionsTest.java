package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StormOptionsTest {

    @Test
    void encodesEachPairLikePythonQuotePlusJoinedWithCommas() {
        assertEquals("topology.workers%3D2", StormOptions.encode(List.of("topology.workers=2")));
        assertEquals("a%3Db+c,x%3D%5B1%2C2%5D", StormOptions.encode(List.of("a=b c", "x=[1,2]")));
        assertEquals("k%3D~ok_.-%2A%2F%3A", StormOptions.encode(List.of("k=~ok_.-*/:")));
        assertEquals("k%3D%C3%A9", StormOptions.encode(List.of("k=\u00e9")));
        assertEquals("", StormOptions.encode(List.of()));
    }

    @Test
    void decodesBackTheWayStormsConfigLoaderReadsIt() {
        List<String> pairs = List.of("topology.workers=2", "wordcount.input=/data/a b,c.txt", "x=y=z",
                "list=[\"a\",\"b\"]");
        List<String> decoded = new ArrayList<>();
        for (String part : StormOptions.encode(pairs).split(",")) {
            decoded.add(URLDecoder.decode(part, StandardCharsets.UTF_8));
        }
        assertEquals(pairs, decoded);
        assertEquals("y=z", decoded.get(2).split("=", 2)[1]);
    }

    @Test
    void mergeKeepsAnExistingValueFirstSoCommandLinePairsWin() {
        assertEquals("", StormOptions.merge(null, List.of()));
        assertEquals("a%3D1", StormOptions.merge("a%3D1", List.of()));
        assertEquals("b%3D2", StormOptions.merge("", List.of("b=2")));
        assertEquals("a%3D1,b%3D2", StormOptions.merge("a%3D1", List.of("b=2")));
    }

    @Test
    void rejectsPairsTheLoaderWouldDrop() {
        assertEquals("-c expects key=value, got: novalue",
                assertThrows(IllegalArgumentException.class, () -> StormOptions.validatePair("novalue")).getMessage());
        assertEquals("-c expects key=value, got: =v",
                assertThrows(IllegalArgumentException.class, () -> StormOptions.validatePair("=v")).getMessage());
    }
}

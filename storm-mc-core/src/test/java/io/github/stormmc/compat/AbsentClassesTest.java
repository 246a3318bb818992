package io.github.stormmc.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every public class of the real storm-client and storm-server 2.8.2 jars is either in storm-mc-core or named, with
 * its reason, in docs/compatibility.md. Rewrite the document's table with {@code -Dstormmc.compat.updateDocs=true}
 * after changing api-class-rules.txt or exclusions.txt.
 */
class AbsentClassesTest {

    private static AbsentStormClasses absentClasses() {
        RepoLayout layout = RepoLayout.locate();
        return new AbsentStormClasses(PublicStormClasses.in(layout.apacheStormJars()),
            PublicStormClasses.in(layout.apacheStormJars(), "storm-client-"), layout.core().resolve("target/classes"),
            new ApiClassRules(CompatFiles.entries(layout.compatResource("api-class-rules.txt"))),
            new Exclusions(CompatFiles.entries(layout.compatResource("exclusions.txt"))));
    }

    @Test
    void everyAbsentStormClassHasAReason() {
        AbsentStormClasses classes = absentClasses();
        List<String> unexplained = classes.absent().stream().filter(c -> classes.reason(c) == null).toList();
        assertEquals(List.of(), unexplained, "public Storm classes missing from storm-mc-core with no reason in"
            + " api-class-rules.txt or a 'Class#*' line of exclusions.txt: provide them, or give the reason");
    }

    @Test
    void noClassRuleHidesAProvidedClass() {
        assertEquals(List.of(), absentClasses().providedButExcluded(), "storm-mc-core provides these classes, but a"
            + " rule of api-class-rules.txt keeps them out of the signature check: delete the rule");
    }

    @Test
    void theDocumentNamesEveryAbsentClass() {
        RepoLayout layout = RepoLayout.locate();
        AbsentStormClasses classes = absentClasses();
        if (Boolean.getBoolean("stormmc.compat.updateDocs")) {
            classes.updateDocument(layout.compatibilityDoc());
        }
        List<String> documented = AbsentStormClasses.inDocument(layout.compatibilityDoc());
        assertTrue(documented != null, "docs/compatibility.md lacks the " + AbsentStormClasses.BEGIN + " markers");
        assertEquals(classes.markdown(), documented, "docs/compatibility.md's table of absent Storm classes is out of"
            + " date; rerun with -Dstormmc.compat.updateDocs=true");
    }
}

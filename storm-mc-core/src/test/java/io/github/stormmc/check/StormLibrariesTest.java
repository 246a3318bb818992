package io.github.stormmc.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * storm-libraries.txt agrees with the build: every library of storm-mc-classpath/pom.xml (what storm-client and
 * storm-server bring beyond storm-mc-core) and every Storm-exposed dependency of storm-mc-core, at the same version.
 */
class StormLibrariesTest {

    private static final Path ROOT = Path.of(System.getProperty("stormmc.repoRoot", ".."));

    private static Element pom(String path) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(ROOT.resolve(path).toFile())
                .getDocumentElement();
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? null : e.getTextContent().trim();
    }

    /** groupId:artifactId to version of the direct dependencies of DEPENDENCIES, versions resolved as Maven does. */
    private static Map<String, String> dependencies(Element dependencies, Map<String, String> managed,
            Map<String, String> properties, boolean stormExposedOnly) {
        Map<String, String> found = new LinkedHashMap<>();
        NodeList list = dependencies.getElementsByTagName("dependency");
        for (int i = 0; i < list.getLength(); i++) {
            Element d = (Element) list.item(i);
            if (d.getParentNode() != dependencies) {
                continue;
            }
            String key = text(d, "groupId") + ":" + text(d, "artifactId");
            boolean privateOrNotRuntime = "true".equals(text(d, "optional")) || text(d, "scope") != null;
            if (stormExposedOnly && (privateOrNotRuntime || key.startsWith("io.github.stormmc:"))) {
                continue;
            }
            String version = text(d, "version") != null ? text(d, "version") : managed.get(key);
            found.put(key, resolve(version, properties));
        }
        return found;
    }

    private static String resolve(String value, Map<String, String> properties) {
        if (value != null && value.startsWith("${") && value.endsWith("}")) {
            return properties.get(value.substring(2, value.length() - 1));
        }
        return value;
    }

    @Test
    void everyLibraryOfTheBuildIsListedAtItsVersion() throws Exception {
        Element parent = pom("pom.xml");
        Map<String, String> properties = new LinkedHashMap<>();
        NodeList props = child(parent, "properties").getChildNodes();
        for (int i = 0; i < props.getLength(); i++) {
            if (props.item(i) instanceof Element e) {
                properties.put(e.getTagName(), e.getTextContent().trim());
            }
        }
        Map<String, String> managed = dependencies(child(child(parent, "dependencyManagement"), "dependencies"),
                Map.of(), properties, false);
        Map<String, String> expected = new LinkedHashMap<>();
        expected.putAll(dependencies(child(pom("storm-mc-core/pom.xml"), "dependencies"), managed, properties, true));
        expected.putAll(dependencies(child(pom("storm-mc-classpath/pom.xml"), "dependencies"), managed, properties,
                false));

        Map<String, String> listed = StormLibraries.load();
        Map<String, String> listedOfExpected = new LinkedHashMap<>();
        expected.keySet().forEach(k -> listedOfExpected.put(k, listed.get(k)));
        assertEquals(expected, listedOfExpected);
    }
}

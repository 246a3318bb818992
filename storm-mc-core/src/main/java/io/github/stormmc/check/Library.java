package io.github.stormmc.check;

/** A library found on the application's classpath: Maven coordinates and the jar (or entry) that says so. */
public record Library(String groupId, String artifactId, String version, String foundIn) {

    String key() {
        return groupId + ":" + artifactId;
    }
}

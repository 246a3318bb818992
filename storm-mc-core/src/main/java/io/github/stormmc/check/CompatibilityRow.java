package io.github.stormmc.check;

import java.util.List;

/**
 * A row of docs/compatibility.md's feature table that is not plainly supported, with the uses of Storm's API that
 * touch it. Each trigger is a list of terms that must all be used (most have one).
 */
public record CompatibilityRow(String status, String feature, List<List<String>> triggers) {
}

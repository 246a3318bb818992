package org.apache.storm.utils;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The major and minor numbers of a version string such as {@code 2.8.2} or {@code 2.8-SNAPSHOT}; anything after the
 * minor number is ignored. A string that does not start with a number gives -1.-1.
 */
public class SimpleVersion implements Comparable<SimpleVersion> {

    private static final Pattern MAJOR_MINOR = Pattern.compile("^\\s*(\\d+)(?:\\.(\\d+))?");

    private final int major;
    private final int minor;

    public SimpleVersion(String version) {
        Matcher m = MAJOR_MINOR.matcher(version == null ? "" : version);
        if (m.find()) {
            major = Integer.parseInt(m.group(1));
            minor = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        } else {
            major = -1;
            minor = -1;
        }
    }

    public int getMajor() {
        return major;
    }

    public int getMinor() {
        return minor;
    }

    @Override
    public int hashCode() {
        return 31 * major + minor;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SimpleVersion v && v.major == major && v.minor == minor;
    }

    @Override
    public int compareTo(SimpleVersion o) {
        int byMajor = Integer.compare(major, o.major);
        return byMajor != 0 ? byMajor : Integer.compare(minor, o.minor);
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}

package org.apache.storm.utils;

/** Build information of a Storm (or Storm-compatible) release. */
public interface IVersionInfo {

    String getVersion();

    String getRevision();

    String getBranch();

    String getDate();

    String getSrcChecksum();

    String getBuildVersion();
}

package org.apache.storm.trident.fluent;

/** Names for a Trident topology's streams ({@code s1, s2, ...}), states ({@code state1, ...}) and windows. */
public class UniqueIdGen {
    private int streams;
    private int states;
    private int windows;

    public String getUniqueStreamId() {
        return "s" + (++streams);
    }

    public String getUniqueStateId() {
        return "state" + (++states);
    }

    public String getUniqueWindowId() {
        return "w" + (++windows);
    }
}

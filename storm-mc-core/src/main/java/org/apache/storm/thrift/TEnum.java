package org.apache.storm.thrift;

/** An enum of Storm's API whose constants carry the integer value assigned in the IDL. */
public interface TEnum {
    int getValue();
}

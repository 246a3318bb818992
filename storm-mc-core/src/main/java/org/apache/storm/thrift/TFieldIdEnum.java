package org.apache.storm.thrift;

/** Identifies one field of a Storm API struct: its numeric id from the IDL and its IDL name. */
public interface TFieldIdEnum {
    short getThriftFieldId();

    String getFieldName();
}

package org.apache.storm.utils;

import org.apache.storm.generated.KeyNotFoundException;

/** A {@link KeyNotFoundException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedKeyNotFoundException extends KeyNotFoundException {
    private static final long serialVersionUID = 1L;

    public WrappedKeyNotFoundException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

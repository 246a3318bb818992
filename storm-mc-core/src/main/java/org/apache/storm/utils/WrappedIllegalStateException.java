package org.apache.storm.utils;

import org.apache.storm.generated.IllegalStateException;

/** A {@link IllegalStateException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedIllegalStateException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public WrappedIllegalStateException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

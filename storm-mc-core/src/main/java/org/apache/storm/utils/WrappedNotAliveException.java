package org.apache.storm.utils;

import org.apache.storm.generated.NotAliveException;

/** A {@link NotAliveException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedNotAliveException extends NotAliveException {
    private static final long serialVersionUID = 1L;

    public WrappedNotAliveException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

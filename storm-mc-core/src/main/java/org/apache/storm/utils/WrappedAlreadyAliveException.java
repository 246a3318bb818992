package org.apache.storm.utils;

import org.apache.storm.generated.AlreadyAliveException;

/** A {@link AlreadyAliveException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedAlreadyAliveException extends AlreadyAliveException {
    private static final long serialVersionUID = 1L;

    public WrappedAlreadyAliveException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

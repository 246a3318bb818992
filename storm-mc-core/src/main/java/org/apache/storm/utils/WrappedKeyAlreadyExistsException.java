package org.apache.storm.utils;

import org.apache.storm.generated.KeyAlreadyExistsException;

/** A {@link KeyAlreadyExistsException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedKeyAlreadyExistsException extends KeyAlreadyExistsException {
    private static final long serialVersionUID = 1L;

    public WrappedKeyAlreadyExistsException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

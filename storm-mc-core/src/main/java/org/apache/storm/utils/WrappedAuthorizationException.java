package org.apache.storm.utils;

import org.apache.storm.generated.AuthorizationException;

/** A {@link AuthorizationException} whose {@link #getMessage()} is its Thrift message, as Nimbus throws it. */
public class WrappedAuthorizationException extends AuthorizationException {
    private static final long serialVersionUID = 1L;

    public WrappedAuthorizationException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

package org.apache.storm.utils;

import org.apache.storm.generated.DRPCExecutionException;

/** A DRPC failure raised by the DRPC server itself (timeout, failed request, shutdown), with its message. */
public class WrappedDRPCExecutionException extends DRPCExecutionException {
    private static final long serialVersionUID = 1L;

    public WrappedDRPCExecutionException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

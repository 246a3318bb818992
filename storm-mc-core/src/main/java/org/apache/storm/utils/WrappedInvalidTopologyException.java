package org.apache.storm.utils;

import org.apache.storm.generated.InvalidTopologyException;

/** An invalid topology found before submission (e.g. by StormSubmitter), with its message as getMessage(). */
public class WrappedInvalidTopologyException extends InvalidTopologyException {
    private static final long serialVersionUID = 1L;

    public WrappedInvalidTopologyException(String msg) {
        super(msg);
    }

    @Override
    public String getMessage() {
        return get_msg();
    }
}

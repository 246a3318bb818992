package org.apache.storm.topology;

/** Like FailedException, and the error is also reported (reportError). */
public class ReportedFailedException extends FailedException {
    private static final long serialVersionUID = 1L;

    public ReportedFailedException() {
        super();
    }

    public ReportedFailedException(String msg) {
        super(msg);
    }

    public ReportedFailedException(String msg, Throwable cause) {
        super(msg, cause);
    }

    public ReportedFailedException(Throwable cause) {
        super(cause);
    }
}

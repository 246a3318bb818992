package org.apache.storm.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.apache.storm.thrift.TException;
import org.apache.storm.thrift.transport.TTransportException;
import org.junit.jupiter.api.Test;

class EnumsAndExceptionsTest {

    @Test
    void enumsKeepStormsValues() {
        assertEquals(1, TopologyInitialStatus.ACTIVE.getValue());
        assertEquals(2, TopologyInitialStatus.INACTIVE.getValue());
        assertSame(TopologyInitialStatus.INACTIVE, TopologyInitialStatus.findByValue(2));
        assertNull(TopologyInitialStatus.findByValue(7));
        assertSame(NumErrorsChoice.ALL, NumErrorsChoice.findByValue(0));
        assertSame(NumErrorsChoice.ONE, NumErrorsChoice.findByValue(2));
        assertSame(DRPCExceptionType.SERVER_TIMEOUT, DRPCExceptionType.findByValue(2));
    }

    @Test
    void exceptionsExposeMsgAsMessage() {
        AlreadyAliveException e = new AlreadyAliveException("topology wordcount is already alive");
        assertInstanceOf(TException.class, e);
        assertEquals("topology wordcount is already alive", e.getMessage());
        assertEquals("topology wordcount is already alive", e.get_msg());
        assertEquals("AlreadyAliveException(msg:topology wordcount is already alive)", e.toString());
        e.set_msg("changed");
        assertEquals("changed", e.getMessage());
        assertNull(new NotAliveException().getMessage());
    }

    @Test
    void exceptionsCompareByFields() {
        assertEquals(new InvalidTopologyException("bad"), new InvalidTopologyException("bad"));
        assertEquals(new InvalidTopologyException("bad").hashCode(), new InvalidTopologyException("bad").hashCode());
        assertNotEquals(new InvalidTopologyException("bad"), new InvalidTopologyException("worse"));
        assertEquals("bad", new InvalidTopologyException("bad").deepCopy().get_msg());
    }

    @Test
    void drpcExecutionExceptionCarriesOptionalType() {
        DRPCExecutionException e = new DRPCExecutionException("timed out");
        assertEquals("DRPCExecutionException(msg:timed out)", e.toString());
        e.set_type(DRPCExceptionType.SERVER_TIMEOUT);
        assertEquals("DRPCExecutionException(msg:timed out, type:SERVER_TIMEOUT)", e.toString());
        assertEquals("timed out", e.getMessage());
    }

    @Test
    void transportExceptionKeepsItsType() {
        TTransportException e = new TTransportException(TTransportException.TIMED_OUT, "slow");
        assertEquals(3, e.getType());
        assertEquals("slow", e.getMessage());
        assertEquals(TTransportException.UNKNOWN, new TTransportException("x").getType());
    }
}

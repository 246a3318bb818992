package io.github.stormmc.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * The wake-up handshakes above with their StoreLoad fences taken out: each side release-stores its flag and
 * acquire-loads the other's, which orders nothing between a store and a later load. The outcome the real tests
 * forbid ("true, false": a sleeper nobody wakes) shows up here, on x86 as on weaker hardware: it is what the
 * engine's full fences (and volatile stores) buy. tools/jcstress checks that this run saw it.
 */
@JCStressTest
@Outcome(id = "true, false", expect = ACCEPTABLE_INTERESTING,
    desc = "lost wake-up without the fence: the sleeper sees no data and the publisher sees no sleeper")
@Outcome(expect = ACCEPTABLE, desc = "one side saw the other")
@State
public class UnfencedWakeupStress {
    private static final VarHandle SLEEPER;
    private static final VarHandle AVAILABLE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            SLEEPER = lookup.findVarHandle(UnfencedWakeupStress.class, "sleeper", int.class);
            AVAILABLE = lookup.findVarHandle(UnfencedWakeupStress.class, "available", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // through SLEEPER
    private int sleeper;
    @SuppressWarnings("unused") // through AVAILABLE
    private int available;

    @Actor
    public void consumer(ZZ_Result r) {
        SLEEPER.setRelease(this, 1);
        r.r1 = (int) AVAILABLE.getAcquire(this) == 0;
    }

    @Actor
    public void producer(ZZ_Result r) {
        AVAILABLE.setRelease(this, 1);
        r.r2 = (int) SLEEPER.getAcquire(this) == 1;
    }
}

package io.github.stormmc.status;

/** A chart point: when it was sampled, on the sampler's clock. */
interface TimedPoint {
    long nanos();
}

package org.apache.storm.trident.windowing.config;

/** Length and slide of a window. */
public abstract class BaseWindowConfig implements WindowConfig {
    protected final int windowLength;
    protected final int slideLength;

    protected BaseWindowConfig(int windowLength, int slideLength) {
        this.windowLength = windowLength;
        this.slideLength = slideLength;
    }

    @Override
    public int getWindowLength() {
        return windowLength;
    }

    @Override
    public int getSlidingLength() {
        return slideLength;
    }

    @Override
    public void validate() {
        if (windowLength <= 0) {
            throw new IllegalArgumentException("Window length must be positive, got " + windowLength);
        }
        if (slideLength <= 0) {
            throw new IllegalArgumentException("Sliding length must be positive, got " + slideLength);
        }
        if (slideLength > windowLength) {
            throw new IllegalArgumentException("Sliding length " + slideLength + " can not be more than window length "
                    + windowLength);
        }
    }
}

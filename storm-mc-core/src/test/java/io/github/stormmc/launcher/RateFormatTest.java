package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RateFormatTest {

    @Test
    void smallNumbersAreWholeNumbers() {
        assertEquals("0", RateFormat.count(0));
        assertEquals("7", RateFormat.count(7.4));
        assertEquals("999", RateFormat.count(999.4));
        assertEquals("0", RateFormat.count(-5));
        assertEquals("0", RateFormat.count(Double.NaN));
    }

    @Test
    void largeNumbersGetOneDecimalAndAUnit() {
        assertEquals("1.0k", RateFormat.count(999.6));
        assertEquals("1.2k", RateFormat.count(1234));
        assertEquals("12.3k", RateFormat.count(12_345));
        assertEquals("999.9k", RateFormat.count(999_900));
        assertEquals("1.0M", RateFormat.count(999_960));
        assertEquals("1.2M", RateFormat.count(1_234_567));
        assertEquals("10.4M", RateFormat.count(10_400_000));
        assertEquals("3.4G", RateFormat.count(3.4e9));
    }

    @Test
    void ratesArePerSecond() {
        assertEquals("1.2M/s", RateFormat.rate(1_200_000));
        assertEquals("0/s", RateFormat.rate(0));
    }
}
